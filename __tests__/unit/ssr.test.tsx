/** @jest-environment node */
import { intrinsicSize } from '../../src/components/Picture';
import { Global, css } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { replaceRenderer } from '../../gatsby/output/html/renderWithEmotion';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { RenderBodyArgs } from 'gatsby';
import { HtmlValidate } from 'html-validate';
import { addPreviewBanner } from '../../gatsby/admin/PreviewBanner';
import { LANGUAGES } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/paths';
import { ADMIN_PATH } from '../../src/site/env';
import { translator } from '../support/locales';

describe('replaceRenderer', () => {
  it('moves emotion styles out of the body into one <style> per chunk in <head>', () => {
    let body = '';
    const head: ReactElement[] = [];
    const page = (
      <div id="gatsby-focus-wrapper" style={{ outline: 'none' }}>
        <Global styles={{ body: { margin: 0 } }} />
        <p css={css({ color: 'teal' })}>one</p>
        <p css={css({ color: 'navy' })}>two</p>
      </div>
    );
    const args = {
      bodyComponent: page,
      replaceBodyHTMLString: (html: string) => (body = html),
      setHeadComponents: (components: ReactElement[]) => head.push(...components),
    };
    (replaceRenderer as unknown as (a: typeof args) => void)(args);
    // (The focus wrapper's style attribute goes after the build: gatsby/output/html/transformHtml.ts.)
    expect(body).not.toMatch(/<style/);
    expect(body).toMatch(/<p class="css-[a-z0-9]+">one<\/p>/);
    const styles = renderToStaticMarkup(<>{head}</>);
    expect(styles.match(/<style/g)).toHaveLength(2);
    expect(styles).toMatch(/<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}<\/style>/);
    expect(styles).toMatch(
      /<style data-emotion="css [a-z0-9]+ [a-z0-9]+" data-s="">.*color:teal.*color:navy.*<\/style>/,
    );
  });
});

describe('Picture intrinsicSize', () => {
  const image = (data: Partial<IGatsbyImageData>) =>
    ({ images: {}, width: 0, height: 0, layout: 'constrained', ...data }) as IGatsbyImageData;

  it('keeps the size of fixed and constrained images, in whole pixels', () => {
    expect(intrinsicSize(image({ width: 36, height: 36, layout: 'fixed' }))).toEqual({ width: 36, height: 36 });
    expect(intrinsicSize(image({ width: 800, height: 600.4 }))).toEqual({ width: 800, height: 600 });
  });

  it('gives full-width images the size of their widest file instead of an aspect ratio', () => {
    const fullWidth = image({
      layout: 'fullWidth',
      width: 1,
      height: 0.25,
      images: { fallback: { src: '/b.png', srcSet: '/a.png 480w,\n/b.png 1600w,\n/c.png 768w' } },
    });
    expect(intrinsicSize(fullWidth)).toEqual({ width: 1600, height: 400 });
  });
});

describe('the deploy preview banner (gatsby-ssr.tsx adds it when buildEnv says previewBanner)', () => {
  it.each(LANGUAGES.map(({ code }) => code))(
    '%s: one valid line linking the editor, in the page language',
    async (code) => {
      const [head, body]: ReactElement[][] = [[], []];
      addPreviewBanner({
        pathname: localizePath('/about/', code),
        setHeadComponents: (parts: ReactElement[]) => head.push(...parts),
        setPreBodyComponents: (parts: ReactElement[]) => body.push(...parts),
      } as unknown as RenderBodyArgs);
      const html = `<!doctype html><html lang="en"><head><title>x</title>${renderToStaticMarkup(<>{head}</>)}</head><body>${renderToStaticMarkup(<>{body}</>)}</body></html>`;
      // One <p> in an <aside>, one link: the editor.
      const banner = /<aside [^>]*><p [^>]*>[^<]*<a href="([^"]+)">([^<]+)<\/a>[^<]*<\/p><\/aside>/.exec(html);
      expect(banner?.slice(1)).toEqual([ADMIN_PATH, translator(code)('preview:editor.link')]);
      expect(html).not.toContain('{{'); // every placeholder filled
      const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard', 'html-validate:a11y'] });
      const report = await validator.validateString(html);
      expect(report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => m.message))).toEqual(
        [],
      );
    },
  );
});
