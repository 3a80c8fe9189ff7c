import type { PlanType } from '../carrier/codes';
import { ROUTES, withQuery } from '../flows/routes';
import { type Message, messageOf } from '../messages';
import { effectivePrice, type PricingLike } from './pricing';

/** What the catalogue rules need of a plan. */
export interface PlanLike {
  id: string | number;
  name: string;
  type: PlanType;
}

/** A pay-go plan: a regular plan whose name contains 'paygo' (any case). */
export function isPayGo(plan: Pick<PlanLike, 'name' | 'type'>): boolean {
  return plan.type === 'regular' && plan.name.toLowerCase().includes('paygo');
}

/**
 * What a page calls a plan. The carrier names the pay-go plan with the code the spec finds it by ('paygo 3', in
 * every language), so a page calls it by what it is and its monthly cost; any other plan by its catalogue name.
 */
export type PlanTitle = { kind: 'payGo'; costPerMonth: number } | { kind: 'named'; name: string };

export function planTitle(plan: Pick<PlanLike, 'name' | 'type'> & { costPerMonth: number }): PlanTitle {
  return isPayGo(plan)
    ? { kind: 'payGo', costPerMonth: plan.costPerMonth }
    : { kind: 'named', name: plan.name };
}

/** The plan summary's path for a plan, an optional price and an optional add-on bought with it. */
export function summaryPlanPath(
  planId: string | number,
  priceId?: string | number,
  addonId?: string | number | null,
): string {
  return withQuery(ROUTES.summaryPlan, { plan: planId, price: priceId, addon: addonId });
}

/** A benefit plan list's link to a plan's summary: it names the plan `numberPlan` (spec 001 §2). */
export function numberPlanPath(planId: string | number): string {
  return withQuery(ROUTES.summaryPlan, { numberPlan: planId });
}

/** Where buying from a listing goes: a regular plan to its summary, any other type to the zip page. */
export function planListingPath(plan: PlanLike, priceId?: string | number): string {
  return plan.type === 'regular' ? summaryPlanPath(plan.id, priceId) : ROUTES.zipCode;
}

/** The price the $3 page looks for. */
export const PAYGO_PRICE = 3;

/** The $3 'Buy Now': the pay-go plan priced $3 goes to its summary with the add-on picked, else 'Plan not found' toast. */
export function threeDollarPlanOutcome(
  plans: readonly PlanLike[],
  pricings: readonly PricingLike[],
  addonId?: string | number | null,
): { kind: 'route'; path: string } | { kind: 'toast'; message: Message } {
  for (const plan of plans.filter(isPayGo)) {
    const pricing = pricings.find(
      (candidate) => candidate.planId === plan.id && effectivePrice(candidate) === PAYGO_PRICE,
    );
    if (pricing) return { kind: 'route', path: summaryPlanPath(plan.id, pricing.id, addonId) };
  }
  return { kind: 'toast', message: messageOf('toast.planNotFound') };
}
