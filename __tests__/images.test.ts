/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * scripts/make-images.mjs renders the committed images from art/*.svg again, into a temp dir: an SVG edited without
 * re-rendering, or an image edited by hand, fails. The script is byte-deterministic, so bytes are compared.
 */
const root = join(__dirname, '..');

/** Every file the script writes, with its pixel size. */
const OUTPUTS: Record<string, { width: number; height: number }> = {
  'src/images/about-portrait.png': { width: 1200, height: 1500 },
  'src/images/footer-banner.png': { width: 2400, height: 600 },
  'src/images/brand-mark.png': { width: 512, height: 512 },
  'static/og-image.png': { width: 1200, height: 630 },
  'static/apple-touch-icon.png': { width: 180, height: 180 },
  'static/icon-192.png': { width: 192, height: 192 },
  'static/icon-512.png': { width: 512, height: 512 },
  'static/favicon.svg': { width: 512, height: 512 },
  'static/favicon.ico': { width: 32, height: 32 },
};
const files = Object.keys(OUTPUTS);

let out: string;

/** Pixel size of a committed output (the ICO's is that of the PNG it wraps). */
async function sizeOf(rel: string): Promise<{ width?: number; height?: number }> {
  const data = readFileSync(join(root, rel));
  if (rel.endsWith('.ico')) {
    // ICONDIR (6 bytes), then one 16-byte ICONDIRENTRY: width, height, ..., offset at 12.
    expect(data.readUInt16LE(4)).toBe(1);
    const { width, height } = await sharp(data.subarray(data.readUInt32LE(18))).metadata();
    expect([data.readUInt8(6), data.readUInt8(7)]).toEqual([width, height]);
    return { width, height };
  }
  const { width, height } = await sharp(data).metadata();
  return { width, height };
}

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'make-images-'));
  const run = spawnSync(process.execPath, [join(root, 'scripts/make-images.mjs'), '--out', out], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 60_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('images rendered from art/', () => {
  it('the script writes exactly the expected files', () => {
    const written = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) =>
      statSync(join(out, f)).isFile(),
    );
    expect(written.sort()).toEqual([...files].sort());
  });

  it.each(files)('%s is committed, matches its SVG source and has the required size', async (rel) => {
    expect(existsSync(join(root, rel))).toBe(true);
    if (!readFileSync(join(out, rel)).equals(readFileSync(join(root, rel))))
      throw new Error(
        `${rel} differs from what art/ renders; run \`node scripts/make-images.mjs\` and commit the result.`,
      );
    expect(await sizeOf(rel)).toEqual(OUTPUTS[rel]);
  });
});
