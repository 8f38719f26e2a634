/** Where a Chinese text breaks: after full-width punctuation or a space, or before an opening bracket; a line of
 * punctuation alone (a lone 。) is a bad break too. */
export const BREAK_AFTER = /[\s，。、！？：；）」』]$/u;
export const BREAK_BEFORE = /^[\s（「『]/u;
const PUNCTUATION_ONLY = /^[\s\p{P}]+$/u;

/** The breaks of a text, given its lines, that a reader would not make: the text with ' | ' at each. */
export function badBreaks(lines: string[]): string[] {
  return lines.flatMap((line, i) =>
    i > 0 && ((!BREAK_AFTER.test(lines[i - 1]) && !BREAK_BEFORE.test(line)) || PUNCTUATION_ONLY.test(line))
      ? [`${lines.slice(0, i).join('')} | ${lines.slice(i).join('')}`]
      : [],
  );
}

/** Breaks of a <Words> text, given its lines and breakOffsets (src/components/breakOffsets.ts), that split a word
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
 * each character placed on a line by the top of its box. */
export function hanLinesIn(selector: string, anyText = false): string[][] {
  return [...document.querySelectorAll(selector)]
    .filter(
      (element) =>
        (anyText ? /\S/u : /\p{Script=Han}/u).test(element.textContent ?? '') &&
        element.getClientRects().length &&
        (selector !== '*' ||
          (getComputedStyle(element).wordBreak === 'keep-all' && !element.querySelector('*:not(wbr, :empty)'))),
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
