import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA plus axe's best practices (issue 5). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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

/** Runs axe on the page as it is now and expects no violation. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.passes.length, `${label}: axe ran its rules`).toBeGreaterThan(10);
  expect(results.violations, `${label}:\n${describeViolations(results.violations)}`).toEqual([]);
}
