/** src/styles/theme.ts is the only place a colour or the tap-target size is written in src/, the editor (gatsby/admin/) and art/. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { alphas, artColors, colors, flagColors } from '../../src/styles/theme';

const root = join(__dirname, '..', '..');
const THEME = join('src', 'styles', 'theme.ts');
/** A colour literal: #rgb, #rrggbb(aa), or a colour function. */
const RAW =
  /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})\b(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b2\.75rem\b/gi;

const rawValuesIn = (text: string) => [...text.matchAll(RAW)].map((match) => match[0]);

/** The code that renders pages: src/ and the editor with the previews' banner (gatsby/admin/). */
const files = ['src', join('gatsby', 'admin')]
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.(ts|tsx)$/.test(file) && file !== THEME && !file.endsWith('gatsby-types.d.ts'));

describe('design values', () => {
  it.each(files)('%s writes no colour or tap-target size of its own (use the theme)', (file) => {
    expect(rawValuesIn(readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  const artDir = join(root, 'art');
  const masters = readdirSync(artDir).filter((file) => file.endsWith('.svg'));
  it.each(masters)('art/%s takes every colour from the theme, as a token tools/make-images.ts fills', (file) => {
    const svg = readFileSync(join(artDir, file), 'utf8');
    expect(rawValuesIn(svg)).toEqual([]);
    const palettes: Record<string, Record<string, string>> = { colors, artColors };
    const tokens = [...svg.matchAll(/\{\{\s*(\w+)\.(\w+)\s*\}\}/g)];
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.filter(([, palette, name]) => !palettes[palette]?.[name]).map(([token]) => token)).toEqual([]);
  });

  it('finds one when there is one (the check can fail)', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(
      rawValuesIn(`color: #fff; border: 1px solid rgba(0, 0, 0, 0.1); min-height: 2.75rem; fill="#0B1F3A"`),
    ).toEqual(['#fff', 'rgba(', '2.75rem', '#0B1F3A']);
    expect(rawValuesIn(`href="#main" id="faq" url(#paint0)`)).toEqual([]);
  });

  it('derives every alpha variant from a colour of the theme', () => {
    const bases = Object.values(colors).map((hex) =>
      [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', '),
    );
    for (const value of Object.values(alphas)) expect(bases).toContain(/^rgba\((.+), [\d.]+\)$/.exec(value)?.[1]);
    expect(Object.values(flagColors).every((hex) => /^#[0-9a-f]{6}$/.test(hex))).toBe(true);
  });
});
