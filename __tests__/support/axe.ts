import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules beyond the tags (tag selection skips experimental ones): label-content-name-mismatch (2.5.3), and the
 * experimental css-orientation-lock (1.3.4) and p-as-heading (1.3.1). */
const EXTRA_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export const describeViolations = (violations: AxeResults['violations']) =>
  violations
    .flatMap(({ id, impact, nodes }) =>
      nodes.map((n) => `${id} (${impact}): ${n.target.join(' ')} — ${n.failureSummary}`),
    )
    .map((line) => line.replace(/\s+/g, ' '))
    .join('\n');

/** WCAG 2.5.3 for every control named by aria-label(ledby): its name starts with its visible text (axe leaves
 * one-character labels such as 中 undecided). */
async function labelsNotStartingNames(page: Page) {
  return page.evaluate(() => {
    const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const visibleText = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        // A visually hidden hint is clipped to a 1 px box: not visible text.
        let clipped = false;
        for (let el = node.parentElement; el && el !== element.parentElement; el = el.parentElement) {
          const rect = el.getBoundingClientRect();
          if (rect.width <= 1 || rect.height <= 1) clipped = true;
        }
        if (!clipped && box.width > 1 && box.height > 1) parts.push(node.textContent ?? '');
      }
      return norm(parts.join(' '));
    };
    const named = document.querySelectorAll(
      'a[aria-label], button[aria-label], a[aria-labelledby], button[aria-labelledby]',
    );
    return [...named].flatMap((element) => {
      const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      const name = norm(
        ids.length
          ? ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
          : (element.getAttribute('aria-label') ?? ''),
      );
      const visible = visibleText(element);
      return visible && !name.startsWith(visible) ? [`"${visible}" is not the start of "${name}"`] : [];
    });
  });
}

/** Runs axe on the page as it is now and expects no violation, and every visible label at the start of its name. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(AXE_TAGS).analyze();
  expect(results.passes.length, `${label}: axe ran its rules`).toBeGreaterThan(10);
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(
    ran.map((rule) => rule.id),
    `${label}: axe ran the extra rules`,
  ).toEqual(expect.arrayContaining(EXTRA_RULES));
  expect(results.violations, `${label}:\n${describeViolations(results.violations)}`).toEqual([]);
  expect(await labelsNotStartingNames(page), `${label}: visible labels start their accessible names`).toEqual([]);
}
