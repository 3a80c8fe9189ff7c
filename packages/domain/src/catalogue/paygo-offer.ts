import { isPayGo, PAYGO_PRICE, type PlanLike } from './plans';
import { effectivePrice, type PricingLike } from './pricing';

/**
 * The plan and pricing the $3 page presents and buys (spec 000 §4 "$3 buy"): the first regular plan whose name
 * contains 'paygo' with a pricing whose price used is $3; undefined when the catalogue has none.
 */
export function payGoOffer<Plan extends PlanLike, Pricing extends PricingLike>(
  plans: readonly Plan[],
  pricings: readonly Pricing[],
): { plan: Plan; pricing: Pricing } | undefined {
  for (const plan of plans.filter(isPayGo)) {
    const pricing = pricings.find(
      (candidate) => candidate.planId === plan.id && effectivePrice(candidate) === PAYGO_PRICE,
    );
    if (pricing) return { plan, pricing };
  }
  return undefined;
}
