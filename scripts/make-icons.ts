import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// Renders pwa/public/icon.svg into the PNG icons the manifest and iOS ask for. Run after changing
// the logo: `node_modules/.bin/bun scripts/make-icons.ts`; the PNGs are committed.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const icons = path.join(root, 'pwa/public/icons');
const svg = await readFile(path.join(root, 'pwa/public/icon.svg'));

for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
] as const) {
  await sharp(svg, { density: 384 }).resize(size, size).png().toFile(path.join(icons, name));
}

// Maskable: the launcher cuts its own shape (circle, squircle, rounded square) out of the picture, so
// the background fills the whole canvas, with no tile of its own (a tile would show as an icon inside
// the icon), and the mark (the logo's '18' and spark, without its tile) stays inside the safe zone: the
// centred circle of 40% of the size in radius, which every mask keeps.
const MASKABLE_BACKGROUND = '#8b1fd9';
const MASKABLE_SIZE = 512;
/** The centre of the mark's strokes and spark in icon.svg's 512 grid, and the scale that keeps it well inside the safe zone. */
const MARK_CENTRE = { x: 282, y: 234 };
const MARK_SCALE = 0.9;
const mark = svg.toString('utf8').match(/<g fill="none"[\s\S]*(?=<\/svg>)/)?.[0];
if (!mark) throw new Error('pwa/public/icon.svg: the mark (<g fill="none" …> and the spark) was not found');
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MASKABLE_SIZE}" height="${MASKABLE_SIZE}" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" fill="${MASKABLE_BACKGROUND}"/>` +
    `<g transform="translate(256 256) scale(${MARK_SCALE}) translate(${-MARK_CENTRE.x} ${-MARK_CENTRE.y})">${mark}</g>` +
    '</svg>',
);
await sharp(maskable, { density: 72 }).resize(MASKABLE_SIZE, MASKABLE_SIZE).png().toFile(path.join(icons, 'maskable-512.png'));

// The manifest's shortcuts (Magic Prompter, FREE FLUX): the logo's tile with the tool's own glyph, 96 px.
const tile = (glyph: string) =>
  Buffer.from(
    svg
      .toString('utf8')
      .replace(
        /<g fill="none"[\s\S]*<\/svg>/,
        `<g fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round" stroke-width="30">${glyph}</g></svg>`,
      ),
  );
const shortcuts = {
  // A wand with a spark: the prompt enhancer.
  'shortcut-magic-prompter.png':
    '<path d="M140 372 L300 212"/><path d="M330 110 l14 38 38 14 -38 14 -14 38 -14 -38 -38 -14 38 -14z" fill="#fff" stroke-width="12"/><path d="M392 292 l8 20 20 8 -20 8 -8 20 -8 -20 -20 -8 20 -8z" fill="#fff" stroke-width="8"/>',
  // A picture with a mountain and a sun: the free image generator.
  'shortcut-free-flux.png':
    '<rect x="120" y="140" width="272" height="232" rx="36"/><path d="M140 340 L220 262 L276 318 L312 284 L380 348"/><circle cx="316" cy="208" r="22" fill="#fff" stroke="none"/>',
} as const;
for (const [name, glyph] of Object.entries(shortcuts)) {
  await sharp(tile(glyph), { density: 96 }).resize(96, 96).png().toFile(path.join(icons, name));
}
console.log('icons written to pwa/public/icons');
