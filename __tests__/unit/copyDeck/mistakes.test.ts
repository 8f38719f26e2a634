/**
 * @jest-environment node
 *
 * A reviewer's mistaken edit on GitHub stops the preview's build with lines a reviewer can act on: broken
 * JSON, a removed {{placeholder}}, an over-long title. Each line names the file, the key and what to do; the build's
 * first line says what happened and where to fix it. The messages are the content check's (gatsby/content/).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParentSpanPluginArgs, PluginOptions } from 'gatsby';
import { onPreBootstrap } from '../../../gatsby/content/hooks';

const root = join(__dirname, '..', '..', '..');

/** A copy of locales/ and data/ with one file's text edited. */
function edited(file: string, edit: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'mistake-'));
  for (const folder of ['locales', 'data', 'gatsby/content'])
    cpSync(join(root, folder), join(dir, folder), { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

function build(dir: string) {
  jest.spyOn(process, 'cwd').mockReturnValue(dir);
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
  onPreBootstrap!({ reporter } as unknown as ParentSpanPluginArgs, {} as PluginOptions, () => undefined);
  jest.restoreAllMocks();
  const cli = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'tools/check-content.ts'), '--root', dir], {
    encoding: 'utf8',
  });
  return { panic: reporter.panicOnBuild.mock.calls.map(([message]) => String(message)), cli };
}

describe('a mistaken edit fails the build, and the message says file, key and what to do', () => {
  it.each([
    [
      'a comma left out at the end of a line',
      'locales/zh/about.json',
      (text: string) => text.replace(/",\n(\s*"missionTitle")/, '"\n$1'),
      [
        '[invalid-json] locales/zh/about.json › (file): the file cannot be read at line',
        'comma is missing at the end of line',
      ],
    ],
    [
      'a closing brace deleted, with its comma',
      'locales/en/home.json',
      (text: string) => text.replace(/\n {2}\},\n/, '\n'),
      ['[invalid-json] locales/en/home.json › (file): the file cannot be read at line', 'closing } is missing'],
    ],
    [
      'a straight quotation mark inside a text',
      'locales/en/home.json',
      (text: string) => text.replace(/("title": ")/, '$1"'),
      ['[invalid-json] locales/en/home.json', 'straight quotation mark inside a text', '“ ”'],
    ],
    [
      'a {{placeholder}} removed from the Chinese',
      'locales/zh/footer.json',
      (text: string) => text.replace(/("rights": ")\{\{brand\}\}\s*/, '$1'),
      ['[placeholder-mismatch] locales/zh/footer.json › rights', 'write {{brand}} exactly', 'braces included'],
    ],
    [
      'a page title too long for a search result',
      'locales/en/about.json',
      (text: string) => text.replace(/("meta": \{\s*"title": ")/, `$1${'x'.repeat(70)}`),
      ['[too-long] locales/en/about.json › meta.title', 'at most 70', 'shorten it'],
    ],
  ])('%s', (_, file, edit, words) => {
    const dir = edited(file, edit);
    const { panic, cli } = build(dir);
    expect(cli.status).toBe(1);
    expect(panic).toHaveLength(1);
    expect(panic[0]).toMatch(/^The site was not built: \d+ problem\(s\) in locales\/ or data\/\. Each line/);
    for (const word of words)
      expect([panic[0], cli.stderr]).toEqual([expect.stringContaining(word), expect.stringContaining(word)]);
  });
});
