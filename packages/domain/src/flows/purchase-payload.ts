import { PAYMENT_GATEWAY } from '../carrier/codes';
import { isUnitedStates } from '../reference/countries';
import { withoutBlanks } from './prune';

/** Who buys as a guest (a subscriber's payload has neither field). */
export interface Guest {
  emailAddress?: string | null;
  resellerCode?: string | null;
}

/** The add-on summary's choice and address: the country picks whether the zip counts. */
export interface AddOnChoice {
  addOnPlanIds: readonly number[];
  country: string;
  zipCode?: string | null;
}

/** The add-on quote (spec 000 §7): the zip only for the United States, cleared otherwise (§5, §9). */
export function addOnQuotePayload(choice: AddOnChoice) {
  return withoutBlanks({
    addOnPlanIds: [...choice.addOnPlanIds],
    zipCode: isUnitedStates(choice.country) ? choice.zipCode : undefined,
  });
}

/** The add-on purchase (spec 000 §7): the quote's fields, stripe, and a guest's e-mail and reseller code. */
export function addOnPurchasePayload(choice: AddOnChoice, guest: Guest = {}) {
  return withoutBlanks({ ...addOnQuotePayload(choice), paymentGateway: PAYMENT_GATEWAY, ...guest });
}

/** The plan summary's choice and delivery form (spec 000 §3 shipping info). */
export interface SimOrder {
  planPricingIds: readonly number[];
  addOnPlanIds: readonly number[];
  shippingCountry: string;
  shippingState: string;
  shippingCity: string;
  shippingZipcode: string;
  shippingAddress1: string;
  shippingAddress2?: string | null;
}

/** The SIM quote (spec 000 §7): country, zip, plan pricings and add-ons. */
export function simQuotePayload(
  order: Pick<SimOrder, 'planPricingIds' | 'addOnPlanIds' | 'shippingCountry' | 'shippingZipcode'>,
) {
  return withoutBlanks({
    shippingCountry: order.shippingCountry,
    shippingZipcode: order.shippingZipcode,
    planPricingIds: [...order.planPricingIds],
    addOnPlanIds: [...order.addOnPlanIds],
  });
}

/** The SIM purchase (spec 000 §7): the order with its shipping fields, stripe, and a guest's e-mail and code. */
export function simPurchasePayload(order: SimOrder, guest: Guest = {}) {
  return withoutBlanks({
    ...order,
    planPricingIds: [...order.planPricingIds],
    addOnPlanIds: [...order.addOnPlanIds],
    paymentGateway: PAYMENT_GATEWAY,
    ...guest,
  });
}
