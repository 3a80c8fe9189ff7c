import type { PlanLike } from '../catalogue/plans';
import { type Message, messageOf } from '../messages';
import { calendarDate, type DateOfBirth, toUsDate } from '../validation/dob';
import type { Text } from '../validation/rules';
import { queryGuard } from './page-guards';
import { ROUTES } from './routes';

/** The form's three date parts as the payload's mm/dd/yyyy; '' when they name no date. */
export function usDateOf(dob: DateOfBirth): string {
  const date = calendarDate(dob);
  return date ? toUsDate(date) : '';
}

/** ebbpTribalBenefitFlag: '1' when the additional Tribal benefit was asked for, else '0' (spec 001 §9). */
export function tribalBenefitFlag(asked: boolean | null | undefined): '0' | '1' {
  return asked === true ? '1' : '0';
}

/**
 * The eligible page's tablet choice, stored as 'Y' or 'N' (spec 001 §4): 'Y' only when the applicant takes the
 * tablet and confirms having received no ACP device before (the benefit gives one device).
 */
export function tabletChoice(getTablet: boolean, noPriorDevice: boolean): 'Y' | 'N' {
  return getTablet && noPriorDevice ? 'Y' : 'N';
}

/** The monthly price of the plan the eligible page offers (spec 001 §2 "a 4GB $15/mo plan"). */
export const ELIGIBLE_OFFER_PRICE = 15;

/** The eligible page's plan: the catalogue's regular plan at $15 a month (DESIGN.md: figures from the API). */
export function eligibleOfferPlan<P extends PlanLike & { costPerMonth: number }>(
  plans: readonly P[],
): P | undefined {
  return plans.find((plan) => plan.type === 'regular' && plan.costPerMonth === ELIGIBLE_OFFER_PRICE);
}

/**
 * /CompletedACP's query (spec 001 §8): without the NLAD subscriber id, 'NLAD subscriber ID not found' and home.
 * An enrolment that ordered nothing has no order id: the page then confirms the enrolment alone; an order id
 * the carrier does not know is 'Order not found' (`completedAcpOrderMissing`).
 */
export function completedAcpGuard(values: {
  nladSubscriberId?: Text;
}): { toast: Message; redirect: string } | undefined {
  // The same id, and the same words, as /EnrollDevices?id= (spec 001 §2).
  const guard = queryGuard('enrollDevices', { id: values.nladSubscriberId });
  return guard && { toast: guard.toast, redirect: ROUTES.home };
}

/** The toast of an order id the carrier does not know on /CompletedACP. */
export function completedAcpOrderMissing(): Message {
  return messageOf('toast.orderNotFound');
}
