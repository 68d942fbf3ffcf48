import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else the one @sparticuz/chromium
 * ships inside its npm package (Linux x64), else Debian's /usr/bin/chromium. Nothing is downloaded.
 */
export async function resolveChromium(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      const { default: chromium } = await import('@sparticuz/chromium');
      return await chromium.executablePath();
    } catch (error) {
      console.warn(`@sparticuz/chromium is not usable here (${(error as Error).message}); trying /usr/bin/chromium`);
    }
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium found for the browser tests. Set CHROMIUM_PATH to a Chromium or Chrome binary, ' +
      'or install one (Debian/Ubuntu: apt-get install chromium, found at /usr/bin/chromium). ' +
      'On Linux x64 the @sparticuz/chromium package installed by npm provides one.',
  );
}

/** Flags for a headless run on a machine with no network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
