import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a React Aria checkbox or radio the way a user does: React Aria draws the control over its visually hidden
 * input, so the visitor presses the label, until the control shows ticked. A control that never ticks (or is not
 * on the page) fails within a minute, naming it, instead of holding the test until its own limit.
 */
export async function tick(control: Locator): Promise<void> {
  await expect(async () => {
    if (!(await control.isChecked({ timeout: 1000 })))
      await control.locator('xpath=ancestor::label[1]').click({ timeout: 5000 });
    await expect(control).toBeChecked({ timeout: 1000 });
  }, `ticking ${control}`).toPass({ timeout: 60_000 });
}
