import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));

/** Where a screenshot for humans goes: e2e/screenshots/<project>/<name>.png (git-ignored). */
export function screenshotPath(testInfo: TestInfo, name: string): string {
  const file = name.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'home';
  return `${SCREENSHOTS_DIR}/${testInfo.project.name}/${file}.png`;
}
