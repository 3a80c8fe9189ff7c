import type { DurationUnit, PlanType } from '../carrier/codes';
import { type Message, type MessageId, messageOf } from '../messages';

/** What pricing needs of a price: the list price and an optional discounted price. */
export interface Priced {
  price: number;
  discountedPrice?: number | null;
}

/** The price charged: the discounted price when set, else the price. */
export function effectivePrice(priced: Priced): number {
  return priced.discountedPrice ?? priced.price;
}

const periodIds: Record<DurationUnit, MessageId> = {
  month: 'period.month',
  day: 'period.day',
  year: 'period.year',
};

/**
 * The period label of a duration unit: 'MO', 'Day(s)', 'Y'. It carries the duration as `count`, which the
 * English labels do not need and a translation's plural does ('3 MESES').
 */
export function periodLabel(unit: DurationUnit, count: number): Message {
  return messageOf(periodIds[unit], { count });
}

/** What pricing needs of a plan pricing. */
export interface PricingLike extends Priced {
  id?: string | number;
  planId?: string | number;
  duration: number;
  durationUnit: DurationUnit;
}

/** Plan types of the benefit. */
export const ACP_PLAN_TYPES: readonly PlanType[] = ['acp', 'tribal'];

/** True for a benefit plan (type acp or tribal). */
export function isAcpPlan(plan: { type: PlanType }): boolean {
  return ACP_PLAN_TYPES.includes(plan.type);
}

/** The free pricing a benefit plan without pricing is shown with: $0 for 1 month. */
export const FREE_PRICING = { price: 0, discountedPrice: null, duration: 1, durationUnit: 'month' } as const;

/** The pricings to show for a plan: its own, or the free one for a benefit plan that has none. */
export function displayPricings<Pricing extends PricingLike>(
  plan: { type: PlanType },
  pricings: readonly Pricing[],
): readonly (Pricing | typeof FREE_PRICING)[] {
  return pricings.length === 0 && isAcpPlan(plan) ? [FREE_PRICING] : pricings;
}
