import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

const root = join(__dirname, '..', '..');
const publicDir = join(root, 'public');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : htmlFiles(path); // build fragments, not documents
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** html-validate with html-validate:standard and html-validate:a11y (.htmlvalidate.json). */
describe('HTML of every built page', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = htmlFiles(publicDir);

  it('includes every page in both languages', () => {
    const pages = files.map((file) => relative(publicDir, file));
    for (const page of ['index.html', 'about/index.html', 'resources/index.html', '404.html']) {
      expect(pages).toContain(page);
      expect(pages).toContain(`zh/${page}`);
    }
  });

  it.each(files.map((file) => [relative(publicDir, file), file]))(
    '%s has no html-validate error',
    async (_name, file) => {
      const report = await validator.validateFile(file);
      const errors = report.results.flatMap((result) =>
        result.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      );
      expect(errors).toEqual([]);
    },
  );
});
