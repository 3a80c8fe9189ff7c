// Checked by the web's typecheck (`tsc -p .`): the `@ts-expect-error` must be an error, so a misspelt operation
// in a route fails the typecheck instead of silently emptying the demo panel's scenario list.
import type { PageRoute } from './page-route';

export const typo: Pick<PageRoute, 'operations'> = {
  // @ts-expect-error listPlan is not an operationId of the document (listPlans is).
  operations: ['listPlans', 'listPlan'],
};
