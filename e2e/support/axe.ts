import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules, as axe-core checks them on what is on screen (as accessibility.spec.ts). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary?.replace(/\n/g, ' ')}`)
        .slice(0, 4)
        .join(' | ')}`,
  );
}
