/**
 * Which push endpoints the site will POST to. A subscription's endpoint comes from the browser, so it
 * is untrusted input naming a server we will call: it must be https on one of PUSH_SERVICE_HOSTS (a
 * host, or `*.` + a domain for its subdomains) on the default port, with no user name or password.
 * Plain http is allowed only for an `http://127.0.0.1:PORT` (or localhost) entry written in that list
 * exactly, which the configuration refuses in production: a test's or a developer's local endpoint.
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return hosts.includes(`http://${url.host}`);
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry));
}

/** The endpoint's host, for the log: the rest of the address is the browser's secret. */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}
