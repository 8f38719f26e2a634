import { breakOffsets } from '../../src/i18n/breakOffsets';
import { STUB_LENGTH } from '../../src/components/Text';
import { bundledWordBreaks } from '../../gatsby/language/wordBreaks';
import { NOT_FOUND_PAGES, languageOf } from './pages';
import { SWEEP, VIEWPORT_WIDTHS } from './widths';

/** A line of punctuation alone (a lone 。) is a bad break. */
const PUNCTUATION_ONLY = /^[\s\p{P}]+$/u;

/** Breaks of a Chinese <Text>, given its lines and breakOffsets (src/i18n/breakOffsets.ts), that split a word
 * (a space beside a Latin word may break too): the text with ' | ' at each. */
export function badWordBreaks(lines: string[], allowed: number[]): string[] {
  let at = 0;
  return lines.flatMap((line, i) => {
    const start = at;
    at += line.length;
    return i > 0 && ((!allowed.includes(start) && !/\s$/u.test(lines[i - 1])) || PUNCTUATION_ONLY.test(line))
      ? [`${lines.slice(0, i).join('')} | ${lines.slice(i).join('')}`]
      : [];
  });
}

/** In the page (self-contained): the lines of each element matching `selector` with Han text (or any: `anyText`),
 * each character placed on a line by the top of its box. '*': text and <wbr> alone (and a phrase's kept-whole end). */
export function hanLinesIn(selector: string, anyText = false): string[][] {
  return [...document.querySelectorAll(selector)]
    .filter(
      (element) =>
        (anyText ? /\S/u : /\p{Script=Han}/u).test(element.textContent ?? '') &&
        element.getClientRects().length &&
        (selector !== '*' ||
          (getComputedStyle(element).wordBreak === 'keep-all' &&
            !element.querySelector('*:not(wbr, :scope > span:last-child)'))),
    )
    .map((element) => {
      const rows: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          // A character with no box (a collapsed space) stays on the line before it.
          const row = box ? rows.find((r) => Math.abs(r.top - box.top) < box.height / 2) : rows[rows.length - 1];
          if (row) row.text += node.data[i];
          else rows.push({ top: box ? box.top : 0, text: node.data[i] });
        }
      }
      return rows.map((row) => row.text);
    });
}

/** In the page: the headings of `main` with a line that holds no text, as "text: N lines, M with text". */
export function headingsWithEmptyLines(): string[] {
  return [...document.querySelectorAll('main :is(h1, h2, h3)')].flatMap((heading) => {
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    const tops: number[] = [];
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width && !tops.some((top) => Math.abs(top - rect.top) < lineHeight / 2)) tops.push(rect.top);
    }
    const lines = Math.round(heading.getBoundingClientRect().height / lineHeight);
    return lines > tops.length ? [`${heading.textContent}: ${lines} lines, ${tops.length} with text`] : [];
  });
}

/** The copy's word breaks, worked out as the build does (gatsby/language/wordBreaks.ts). */
const WORD_BREAKS = bundledWordBreaks();
const BLOCK = ':is(p, li, dd, h1, h2, h3, h4, a, button)';
/** Every text block of the page and footer that holds no other. */
const BLOCKS = `:is(main, footer) ${BLOCK}:not(:has(${BLOCK}))`;

/** A last line of one or two words, shorter than STUB_LENGTH and than half the line above it. */
function isStub(lines: string[]) {
  const [above, last] = lines.slice(-2).map((line) => line.trim());
  return last.split(/\s+/u).length <= 2 && last.length < Math.min(STUB_LENGTH, above.length / 2);
}

/** Where lineBreaks looks: Chinese text and the 404 sentence across the sweep, English stubs at the viewports. */
export const textWidths = (path: string) =>
  languageOf(path).han || NOT_FOUND_PAGES.includes(path) ? SWEEP : VIEWPORT_WIDTHS;

export type Evaluate = <A extends unknown[], T>(fn: (...args: A) => T, ...args: A) => Promise<T>;

/** At `width`: keep-all Chinese text that ends a line where <Text> allows none or on an empty line, the
 * 404 sentence broken inside a word, an English block ending on a stub; and how many texts were looked at. */
export async function lineBreaks(evaluate: Evaluate, path: string, width: number) {
  const found: string[] = [];
  let texts = 0;
  const check = (lines: string[]) => found.push(...badWordBreaks(lines, breakOffsets(lines.join(''), WORD_BREAKS)));
  if (!textWidths(path).includes(width)) return { found, texts };
  if (languageOf(path).han) {
    const all = await evaluate(hanLinesIn, '*', false);
    texts += all.length;
    all.forEach(check);
    found.push(...(await evaluate(headingsWithEmptyLines)));
  }
  if (NOT_FOUND_PAGES.includes(path)) check((await evaluate(hanLinesIn, 'main p:not([aria-hidden])', true))[0]);
  if (!languageOf(path).han && VIEWPORT_WIDTHS.includes(width)) {
    const wrapped = (await evaluate(hanLinesIn, BLOCKS, true)).filter((lines) => lines.length > 1);
    texts += wrapped.length;
    found.push(...wrapped.filter(isStub).map((lines) => lines.join(' | ')));
  }
  return { found: found.map((text) => `${width} px: ${text}`), texts };
}
