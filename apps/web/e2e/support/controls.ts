import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a React Aria checkbox or radio the way a user does: React Aria draws the control over its visually hidden
 * input, so the visitor presses the label, until the control shows ticked.
 */
export async function tick(control: Locator): Promise<void> {
  await expect(async () => {
    if (!(await control.isChecked())) await control.locator('xpath=ancestor::label[1]').click();
    await expect(control).toBeChecked({ timeout: 1000 });
  }).toPass();
}
