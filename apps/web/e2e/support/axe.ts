import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

type Violation = AxeResults['violations'][number];
type AxeRun = (
  context: { exclude: string[][] },
  options: { resultTypes: ['violations'] },
) => Promise<AxeResults>;

/** One violation as a reviewer reads it: rule, impact, what it means, and each offending element. */
function readable(violation: Violation): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
  );
  return [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/** Runs axe-core on the page as it is now and fails on any serious or critical violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast fading in has blended colours that fail the contrast rule: axe checks the settled page (the suite runs
  // with reduced motion, so every animation lasts a frame).
  await page.evaluate(
    () =>
      new Promise<void>((settled) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            Promise.all(
              document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
            ).then(() => settled()),
          ),
        ),
      ),
  );
  // A page the site reached by its own navigation is the document axe was put in before: it is there already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  // React Aria's live announcer keeps each announcement for 7 s, labelled by the element that made it (a pending
  // button): once that element leaves the page the stale entry reads as an unnamed image. It is not page content.
  // Only violations are read: axe then stops collecting every passing and inapplicable node, which halves its time
  // and leaves the violations it finds as they were.
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: AxeRun } }).axe.run(
      { exclude: [['[data-live-announcer]']] },
      { resultTypes: ['violations'] },
    ),
  );
  const blocking = results.violations.filter((violation) => BLOCKING.includes(violation.impact ?? 'minor'));
  expect(blocking.map(readable).join('\n\n'), `serious or critical axe violations on ${page.url()}`).toBe('');
}
