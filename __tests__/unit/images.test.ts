/** @jest-environment node */
// tools/make-images.ts renders art/*.svg again with the theme's colours: the committed images match byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(__dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'make-images-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'tools/make-images.ts'), '--out', out], {
  encoding: 'utf8',
});
/** What the script says it wrote ("wrote static/icon-192.png  192x192 …"): path and pixel size. */
const written = [...run.stdout.matchAll(/^wrote (\S+)\s+(\d+)x(\d+)/gm)].map(([, rel, width, height]) => ({
  rel,
  size: { width: Number(width), height: Number(height) },
}));

async function sizeOf(rel: string) {
  const data = readFileSync(join(root, rel));
  if (!rel.endsWith('.ico')) return (({ width, height }) => ({ width, height }))(await sharp(data).metadata());
  // ICONDIR (6 bytes), then one 16-byte ICONDIRENTRY: width, height, …, offset of the PNG at 18.
  expect(data.readUInt16LE(4)).toBe(1);
  const { width, height } = await sharp(data.subarray(data.readUInt32LE(18))).metadata();
  expect([data.readUInt8(6), data.readUInt8(7)]).toEqual([width, height]);
  return { width, height };
}

describe('images rendered from art/', () => {
  it('the script runs cleanly and says what it wrote: every file it wrote, nothing else', () => {
    expect([run.status, run.stderr]).toEqual([0, '']);
    const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) =>
      statSync(join(out, f)).isFile(),
    );
    expect(written.map((w) => w.rel).sort()).toEqual(files.sort());
  });

  it.each(written)('$rel is committed as art/ renders it, at its size', async ({ rel, size }) => {
    const committed = join(root, rel);
    if (
      !statSync(committed, { throwIfNoEntry: false })?.isFile() ||
      !readFileSync(join(out, rel)).equals(readFileSync(committed))
    )
      throw new Error(
        `${rel} differs from what art/ renders with the colours of src/styles/theme.ts; run \`npx tsx tools/make-images.ts\` and commit the result.`,
      );
    expect(await sizeOf(rel)).toEqual(size);
  });
});
