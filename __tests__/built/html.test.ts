import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { builtPages, publicDir } from '../helpers/builtSite';

/** html-validate with html-validate:standard and html-validate:a11y (.htmlvalidate.json). */
describe('HTML of every built page', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const pages = builtPages(publicDir);

  it('has pages to check (built/pages.test.ts says which)', () => {
    expect(pages.length).toBeGreaterThan(6);
  });

  it.each(pages.map(({ path, file }) => [path, file]))('%s has no html-validate error', async (_path, file) => {
    const report = await validator.validateFile(file);
    const errors = report.results.flatMap((result) =>
      result.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
});
