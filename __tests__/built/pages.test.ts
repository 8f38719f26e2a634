import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const publicDir = join(__dirname, '..', '..', 'public');
const pages = ['', 'about/', 'resources/'].flatMap((path) => [
  { path: `/${path}`, lang: 'en' },
  { path: `/zh/${path}`, lang: 'zh-HK' },
]);

describe('built pages', () => {
  it.each(pages)('$path exists with <html lang="$lang">', ({ path, lang }) => {
    const file = join(publicDir, path, 'index.html');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
  });

  it.each(['404.html', 'zh/404.html'])('%s exists', (file) => {
    expect(existsSync(join(publicDir, file))).toBe(true);
  });
});
