import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA plus axe's best practices (issue 5). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules run on top of the tags, by name. Experimental rules are skipped by
 * tag selection, and label-in-name is the class of problem issue 12 found:
 * - label-content-name-mismatch (WCAG 2.5.3): visible text part of the name.
 *   axe-core 4.14 tags it wcag21a; naming it keeps it on if it is tagged
 *   experimental again.
 * - css-orientation-lock (WCAG 1.3.4) and p-as-heading (WCAG 1.3.1): the
 *   experimental rules of axe-core 4.14 that apply to a page like ours (the
 *   others are about tables, or are review items that never fail).
 */
export const EXTRA_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violation and node, readable in a test failure. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    )
    .join('\n');
}

/** The AxeBuilder every test uses: the tags plus EXTRA_RULES. */
export function axeBuilder(page: Page) {
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]));
  return new AxeBuilder({ page }).options({ rules }).withTags(AXE_TAGS);
}

/**
 * WCAG 2.5.3 for every control named by aria-label or aria-labelledby: its
 * name starts with the text it shows. axe leaves one-character labels (中)
 * undecided, so this checks them too. Text that takes no room on screen
 * (closed menus, visually hidden hints) is not visible text.
 */
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
  const results = await axeBuilder(page).analyze();
  expect(results.passes.length, `${label}: axe ran its rules`).toBeGreaterThan(10);
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  for (const id of EXTRA_RULES)
    expect(
      ran.map((rule) => rule.id),
      `${label}: axe ran ${id}`,
    ).toContain(id);
  expect(results.violations, `${label}:\n${describeViolations(results.violations)}`).toEqual([]);
  expect(await labelsNotStartingNames(page), `${label}: visible labels start their accessible names`).toEqual([]);
}
