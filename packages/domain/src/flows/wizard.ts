import type { Text } from '../validation/rules';
import { isBlank } from '../validation/rules';
import { ROUTES, withQuery } from './routes';

/** The wizard's pages by step (DESIGN.md's numbering; links the spec gives off by one use this table). */
export const WIZARD_STEPS = {
  1: ROUTES.personalInfo,
  2: ROUTES.contactInfo,
  3: ROUTES.household,
  4: ROUTES.qualification,
  5: ROUTES.tribalStatus,
  6: ROUTES.verify,
  7: ROUTES.agreement,
} as const;

/** A wizard step number. */
export type WizardStep = keyof typeof WIZARD_STEPS;

/** The path of a wizard step, with its profileStep query. */
export function wizardStepPath(step: WizardStep): string {
  return withQuery(WIZARD_STEPS[step], { profileStep: step });
}

/** Every wizard page sends a visitor without a held first name to the zip page; undefined lets them stay. */
export function wizardGuard(held: { firstName?: Text }): string | undefined {
  return isBlank(held.firstName) ? ROUTES.zipCode : undefined;
}
