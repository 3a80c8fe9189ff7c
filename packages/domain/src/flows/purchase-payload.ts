import type { components } from '@carrier/contracts/types';
import { PAYMENT_GATEWAY } from '../carrier/codes';
import { isUnitedStates } from '../reference/countries';
import { withoutBlanks } from './prune';

type Schemas = components['schemas'];

/** Who buys as a guest: the order's e-mail, and who brought them (a subscriber's payload has neither field). */
export interface Guest {
  emailAddress: string;
  resellerCode?: string | null;
}

/** The add-on summary's choice and address: the country picks whether the zip counts. */
export interface AddOnChoice {
  addOnPlanIds: readonly number[];
  country: string;
  zipCode?: string | null;
}

/** The add-on quote (spec 000 §7): the zip only for the United States, cleared otherwise (§5, §9). */
export function addOnQuotePayload(choice: AddOnChoice): Schemas['AddOnPriceRequest'] {
  return withoutBlanks<Schemas['AddOnPriceRequest']>()({
    addOnPlanIds: [...choice.addOnPlanIds],
    zipCode: isUnitedStates(choice.country) ? choice.zipCode : undefined,
  });
}

/** The add-on purchase (spec 000 §7): the quote's fields, stripe, and a guest's e-mail and reseller code. */
export function addOnPurchasePayload(choice: AddOnChoice): Schemas['SubscriberAddOnPurchaseRequest'];
export function addOnPurchasePayload(choice: AddOnChoice, guest: Guest): Schemas['AddOnPurchaseRequest'];
export function addOnPurchasePayload(choice: AddOnChoice, guest?: Guest) {
  const fields = { ...addOnQuotePayload(choice), paymentGateway: PAYMENT_GATEWAY };
  return guest
    ? withoutBlanks<Schemas['AddOnPurchaseRequest']>()({ ...fields, ...guest })
    : withoutBlanks<Schemas['SubscriberAddOnPurchaseRequest']>()(fields);
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
): Schemas['SimPriceRequest'] {
  return withoutBlanks<Schemas['SimPriceRequest']>()({
    shippingCountry: order.shippingCountry,
    shippingZipcode: order.shippingZipcode,
    planPricingIds: [...order.planPricingIds],
    addOnPlanIds: [...order.addOnPlanIds],
  });
}

/** The SIM purchase (spec 000 §7): the order with its shipping fields, stripe, and a guest's e-mail and code. */
export function simPurchasePayload(order: SimOrder): Schemas['SubscriberSimPurchaseRequest'];
export function simPurchasePayload(order: SimOrder, guest: Guest): Schemas['SimPurchaseRequest'];
export function simPurchasePayload(order: SimOrder, guest?: Guest) {
  const fields = {
    ...order,
    planPricingIds: [...order.planPricingIds],
    addOnPlanIds: [...order.addOnPlanIds],
    paymentGateway: PAYMENT_GATEWAY,
  };
  return guest
    ? withoutBlanks<Schemas['SimPurchaseRequest']>()({ ...fields, ...guest })
    : withoutBlanks<Schemas['SubscriberSimPurchaseRequest']>()(fields);
}
