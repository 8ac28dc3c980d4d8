import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Lng } from './app';
import { rawKeysIn } from './raw-keys';

/**
 * The accessibility sweep's checks (issue 17): axe-core with the WCAG 2.2 A/AA rules, and the raw
 * catalogue key check. Both run on the page as the reader sees it, once per page.
 */

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What fails the sweep: a violation of these impacts. */
const BLOCKING = new Set(['serious', 'critical']);

/** All three languages when A11Y_ALL_LANGUAGES=1 (bench/a11y.sh); CI runs en, and five pages in bm and cn. */
export const ALL_LANGUAGES = process.env.A11Y_ALL_LANGUAGES === '1';

/** The cookie value the Remix app reads for `lng` (Remix cookies hold base64 JSON). */
export const remixLanguageCookie = (lng: Lng): string => Buffer.from(JSON.stringify(lng)).toString('base64');

/** One finding, printed so a failing run says what to fix where. */
export interface Finding {
  page: string;
  problem: string;
}

/** axe's serious and critical violations of the WCAG A/AA rules on the page, one finding per rule. */
export async function axeFindings(page: Page, label: string): Promise<Finding[]> {
  // Legacy mode runs axe.run in the page itself: the default finishes every run in a new blank page,
  // seconds per page here; our pages have no cross-origin frames for it to reach.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      page: label,
      problem: `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 4)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 140)}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`)
        .join(' | ')}${violation.nodes.length > 4 ? ` … and ${violation.nodes.length - 4} more` : ''}`,
    }));
}

/** The text a reader meets: the visible text, the title, and the labels, placeholders and alt texts. */
export async function readerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** A finding per raw catalogue key the page shows. */
export async function rawKeyFindings(page: Page, label: string): Promise<Finding[]> {
  return rawKeysIn(await readerText(page)).map((key) => ({ page: label, problem: `shows the raw catalogue key "${key}"` }));
}

/** Both checks of one page. */
export async function pageFindings(page: Page, label: string): Promise<Finding[]> {
  return [...(await rawKeyFindings(page, label)), ...(await axeFindings(page, label))];
}

export const formatFindings = (findings: Finding[]): string => findings.map((finding) => `${finding.page}: ${finding.problem}`).join('\n');
