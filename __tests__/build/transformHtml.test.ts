/** @jest-environment node */
import { inlineCode } from '../../src/build/inlineCode';
import { paintBeforeHydration, stripGatsbyStyleAttributes, transformHtml } from '../../src/build/transformHtml';

const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('stripGatsbyStyleAttributes', () => {
  it("removes the style attributes of Gatsby's focus wrapper and route announcer only", () => {
    const html =
      '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><p style="color:red">x</p></div>' +
      '<div id="gatsby-announcer" style="position:absolute;top:0" aria-live="assertive"></div>';
    expect(stripGatsbyStyleAttributes(html)).toBe(
      '<div tabindex="-1" id="gatsby-focus-wrapper"><p style="color:red">x</p></div>' +
        '<div id="gatsby-announcer" aria-live="assertive"></div>',
    );
  });
});

describe('paintBeforeHydration', () => {
  const html = page(
    '',
    '<main>x</main><script>window.pagePath="/"</script><script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>',
  );

  it('replaces the async script tags with one loader that adds them after the first paint', () => {
    const out = paintBeforeHydration(html);
    expect(out).not.toMatch(/<script src=/);
    const { scripts } = inlineCode(out);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toContain('["/webpack-runtime-1.js","/app-2.js"]');
    expect(scripts[1]).toContain('requestAnimationFrame');
    expect(out.indexOf('window.pagePath')).toBeLessThan(out.indexOf('paint-before-hydration'));
  });

  it('loads each script once, in order, when run', () => {
    const loader = inlineCode(paintBeforeHydration(html)).scripts[1];
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const fakeDocument = {
      createElement: () => ({ src: '' }),
      body: { appendChild: (e: { src: string }) => added.push(e.src) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      fakeDocument,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(added).toEqual([]);
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    expect(added).toEqual(['/webpack-runtime-1.js', '/app-2.js']);
  });

  it('leaves pages without async scripts alone', () => {
    expect(paintBeforeHydration(page('<title>t</title>'))).toBe(page('<title>t</title>'));
  });
});

describe('transformHtml', () => {
  it('does both, and nothing else', () => {
    const html = page(
      '<title>t</title>',
      '<div style="outline:none" id="gatsby-focus-wrapper"><main>x</main></div><script src="/app-2.js" async></script>',
    );
    const out = transformHtml(html);
    expect(out).not.toMatch(/style=|<script src=/);
    expect(out).toBe(paintBeforeHydration(stripGatsbyStyleAttributes(html)));
    expect(transformHtml(page('<title>t</title>', '<main>x</main>'))).toBe(page('<title>t</title>', '<main>x</main>'));
  });
});
