#!/usr/bin/env node
/**
 * Renders the hand-written SVG artwork in `art/` to the raster files the site
 * uses. Idempotent: every run overwrites the outputs with identical bytes.
 *
 *   node scripts/make-images.mjs [--out DIR]
 *
 * --out writes the same file layout under DIR instead of the project root
 * (the art is still read from art/); __tests__/images.test.ts uses it to check
 * the committed files match their sources.
 *
 * Outputs
 *   src/images/about-portrait.png   1200x1500  (gatsby-plugin-image source)
 *   src/images/footer-banner.png    2400x600   (gatsby-plugin-image source)
 *   src/images/brand-mark.png        512x512   (gatsby-plugin-image source)
 *   static/og-image.png             1200x630   (Open Graph / Twitter card)
 *   static/apple-touch-icon.png      180x180   (opaque, full-bleed)
 *   static/icon-192.png, icon-512.png          (web manifest icons)
 *   static/favicon.svg                         (minified brand mark)
 *   static/favicon.ico                 32x32   (ICO container around a PNG)
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const outRoot = outFlag > -1 ? path.resolve(process.argv[outFlag + 1]) : root;
const art = (name) => path.join(root, 'art', name);
const out = (rel) => path.join(outRoot, rel);

/** Opaque background used where transparency is not allowed. */
const NAVY = '#0b1f3a';

/** Read an SVG file as a string. */
const readSvg = (name) => readFile(art(name), 'utf8');

/** Width/height declared on the root <svg> element. */
function svgSize(svg) {
  const w = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg);
  const h = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg);
  if (!w || !h) throw new Error('SVG root needs numeric width and height');
  return { width: Number(w[1]), height: Number(h[1]) };
}

/**
 * Rasterise an SVG string straight at the target size (vector rendering at
 * the final resolution keeps small icons crisp), returning a sharp pipeline.
 */
function render(svg, width, height, { background } = {}) {
  const size = svgSize(svg);
  const density = Math.min(72 * Math.max(width / size.width, height / size.height), 2400);
  let img = sharp(Buffer.from(svg), { density }).resize(width, height, {
    fit: 'fill',
    kernel: 'lanczos3',
  });
  if (background) img = img.flatten({ background });
  return img;
}

/**
 * Encode to PNG at maximum zlib compression. Palette quantisation was tried but
 * it bands the large soft gradients (and the dither noise would then be
 * re-encoded by gatsby-plugin-image), while lossless output already stays well
 * under 300 kB per file, so every raster is written losslessly.
 */
function toPng(img) {
  return img.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/** Minify an SVG: drop comments and the whitespace between tags. */
function minifySvg(svg) {
  return `${svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim()}\n`;
}

/** Wrap PNG images in an ICO container (ICONDIR + ICONDIRENTRY[] + data). */
function pngsToIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // colours in palette (0 = none)
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8); // size of image data
    entry.writeUInt32LE(offset, 12); // offset of image data
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const written = [];

async function save(rel, data, dims) {
  const file = out(rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  const { size } = await stat(file);
  written.push({ rel, dims, size });
}

async function main() {
  const [mark, portrait, banner, og] = await Promise.all([
    readSvg('brand-mark.svg'),
    readSvg('about-portrait.svg'),
    readSvg('footer-banner.svg'),
    readSvg('og-image.svg'),
  ]);
  // Full-bleed variant of the mark (square corners) for opaque icons such as
  // the Apple touch icon, which iOS masks with its own rounded shape.
  const markSquare = mark.replace(/(<rect width="512" height="512") rx="\d+"/, '$1');

  const jobs = [
    ['src/images/about-portrait.png', portrait, 1200, 1500, { background: '#f8fafc' }],
    ['src/images/footer-banner.png', banner, 2400, 600, { background: NAVY }],
    ['src/images/brand-mark.png', mark, 512, 512, {}],
    ['static/og-image.png', og, 1200, 630, { background: NAVY }],
    ['static/apple-touch-icon.png', markSquare, 180, 180, { background: NAVY }],
    ['static/icon-192.png', mark, 192, 192, {}],
    ['static/icon-512.png', mark, 512, 512, {}],
  ];

  for (const [rel, svg, w, h, opts] of jobs) {
    const png = await toPng(render(svg, w, h, opts));
    await save(rel, png, `${w}x${h}`);
  }

  await save('static/favicon.svg', minifySvg(mark), '512x512 (vector)');

  const ico32 = await toPng(render(mark, 32, 32));
  await save('static/favicon.ico', pngsToIco([{ size: 32, data: ico32 }]), '32x32');

  const pad = Math.max(...written.map((f) => f.rel.length));
  for (const { rel, dims, size } of written) {
    const kb = (size / 1024).toFixed(1).padStart(7);
    console.log(`wrote ${rel.padEnd(pad)}  ${dims.padEnd(17)} ${kb} kB`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
