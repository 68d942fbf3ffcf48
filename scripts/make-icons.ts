import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// Renders pwa/public/icon.svg into the PNG icons the manifest and iOS ask for. Run after changing
// the logo: `node_modules/.bin/bun scripts/make-icons.ts`; the PNGs are committed.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const icons = path.join(root, 'pwa/public/icons');
const svg = await readFile(path.join(root, 'pwa/public/icon.svg'));

for (const [name, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['apple-touch-icon.png', 180]] as const) {
  await sharp(svg, { density: 384 }).resize(size, size).png().toFile(path.join(icons, name));
}

// Maskable: full-bleed background, logo inside the 80% safe zone.
const inner = await sharp(svg, { density: 384 }).resize(360, 360).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#8b1fd9' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(icons, 'maskable-512.png'));
console.log('icons written to pwa/public/icons');
