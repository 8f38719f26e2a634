/**
 * Renders the SVG artwork in art/ to the site's images, byte for byte the same on every run.
 * Usage: tsx tools/make-images.ts [--out DIR]. With --out, it writes the same layout under DIR (used by the tests).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import colorNames from 'color-name';
import sharp from 'sharp';
import { artColors, colors } from '../src/styles/theme';

const root = path.resolve(__dirname, '..');
const outFlag = process.argv.indexOf('--out');
const outRoot = outFlag > -1 ? path.resolve(process.argv[outFlag + 1]) : root;
const art = (name: string) => path.join(root, 'art', name);
const out = (rel: string) => path.join(outRoot, rel);

/** The palettes art/*.svg may use; for example, `{{colors.accent}}` is colors.accent in theme.ts. */
const PALETTES: Record<string, Record<string, string>> = { colors, artColors };

/** Fills an SVG's colour tokens from src/styles/theme.ts. An unknown token or a raw colour is an error. */
function fillColors(svg: string, file = 'art/*.svg') {
  // Matches a {{palette.name}} token, or a raw colour (#rgb, #rrggbb(aa), rgb(), a CSS colour name as an attribute's
  // value), which then fails the lookup.
  const colour = new RegExp(
    String.raw`\{\{\s*(\w+)\.(\w+)\s*\}\}|#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})(?![\w-])|\brgba?\(|\b(?:fill|stroke|stop-color|flood-color|color)="(?:${Object.keys(colorNames).join('|')})"`,
    'gi',
  );
  return svg.replace(colour, (token, palette: string, name: string) => {
    const value = PALETTES[palette]?.[name];
    if (!value) throw new Error(`${file}: ${token} is not a colour token of src/styles/theme.ts (colors, artColors)`);
    return value;
  });
}

const readSvg = async (name: string) => fillColors(await readFile(art(name), 'utf8'), `art/${name}`);

/** A lossless PNG rendered at the target size, which keeps small icons crisp. Palette quantisation would band the
 * soft gradients, and every file stays under 300 kB anyway. */
function render(svg: string, width: number, height: number, { background }: { background?: string } = {}) {
  const size = (attr: string) => Number(new RegExp(`<svg[^>]*\\s${attr}="(\\d+(?:\\.\\d+)?)"`).exec(svg)?.[1] ?? NaN);
  const density = Math.min(72 * Math.max(width / size('width'), height / size('height')), 2400);
  if (!Number.isFinite(density)) throw new Error('SVG root needs numeric width and height');
  const img = sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  return (background ? img.flatten({ background }) : img)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

function minifySvg(svg: string) {
  return `${svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim()}\n`;
}

/** Wraps one PNG in an ICO container: ICONDIR (6 bytes), then one ICONDIRENTRY (16 bytes), then the PNG. */
function pngToIco(size: number, png: Buffer) {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size, 6); // width, then height
  head.writeUInt8(size, 7);
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18); // where the PNG starts
  return Buffer.concat([head, png]);
}

async function save(rel: string, data: Buffer | string, dims: string) {
  const file = out(rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  console.log(
    `wrote ${rel.padEnd(29)} ${dims.padEnd(17)} ${(Buffer.byteLength(data) / 1024).toFixed(1).padStart(7)} kB`,
  );
}

async function main() {
  const names = ['brand-mark', 'about-portrait', 'footer-banner', 'og-image'];
  const [mark, portrait, banner, og] = await Promise.all(names.map((name) => readSvg(`${name}.svg`)));
  // Square corners for the Apple touch icon, which iOS masks with its own rounded shape.
  const markSquare = mark.replace(/(<rect width="512" height="512") rx="\d+"/, '$1');

  const jobs: [string, string, number, number, { background?: string }][] = [
    ['src/images/about-portrait.png', portrait, 1200, 1500, { background: colors.paper }],
    ['src/images/footer-banner.png', banner, 2400, 600, { background: colors.ink }],
    ['src/images/brand-mark.png', mark, 512, 512, {}],
    ['static/og-image.png', og, 1200, 630, { background: colors.ink }],
    ['static/apple-touch-icon.png', markSquare, 180, 180, { background: colors.ink }],
    ['static/icon-192.png', mark, 192, 192, {}],
    ['static/icon-512.png', mark, 512, 512, {}],
  ];

  for (const [rel, svg, w, h, opts] of jobs) await save(rel, await render(svg, w, h, opts), `${w}x${h}`);

  await save('static/favicon.svg', minifySvg(mark), '512x512 (vector)');

  await save('static/favicon.ico', pngToIco(32, await render(mark, 32, 32)), '32x32');
}

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
