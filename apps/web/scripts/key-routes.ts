/** The key routes (issue 17): home, the plan and benefit pages, rates, agents and the login page. Lighthouse
 * (`pnpm perf`) measures them and the budget gate (`pnpm --filter web budget`) gates them, in every language. */
export const KEY_ROUTES = [
  '/',
  '/PrePaidPage',
  '/OwnPlanPage',
  '/ThreeDollarMonPage',
  '/ACPPage',
  '/ZipCodePage',
  '/InternationalRatePage',
  '/AgentPage',
  '/LogOrRegisterPage',
];
