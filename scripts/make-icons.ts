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

// The manifest's shortcuts (Magic Prompter, FREE FLUX): the logo's tile with the tool's own glyph, 96 px.
const tile = (glyph: string) =>
  Buffer.from(
    svg
      .toString('utf8')
      .replace(/<g fill="none"[\s\S]*<\/svg>/, `<g fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round" stroke-width="30">${glyph}</g></svg>`),
  );
const shortcuts = {
  // A wand with a spark: the prompt enhancer.
  'shortcut-magic-prompter.png': '<path d="M140 372 L300 212"/><path d="M330 110 l14 38 38 14 -38 14 -14 38 -14 -38 -38 -14 38 -14z" fill="#fff" stroke-width="12"/><path d="M392 292 l8 20 20 8 -20 8 -8 20 -8 -20 -20 -8 20 -8z" fill="#fff" stroke-width="8"/>',
  // A picture with a mountain and a sun: the free image generator.
  'shortcut-free-flux.png': '<rect x="120" y="140" width="272" height="232" rx="36"/><path d="M140 340 L220 262 L276 318 L312 284 L380 348"/><circle cx="316" cy="208" r="22" fill="#fff" stroke="none"/>',
} as const;
for (const [name, glyph] of Object.entries(shortcuts)) {
  await sharp(tile(glyph), { density: 96 }).resize(96, 96).png().toFile(path.join(icons, name));
}
console.log('icons written to pwa/public/icons');
