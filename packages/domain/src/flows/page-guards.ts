import { type Message, type MessageId, messageOf } from '../messages';
import { isBlank, type Text, text } from '../validation/rules';
import { ROUTES, withQuery } from './routes';

/**
 * What a value must look like to be sent: a catalogue id is a positive whole number; an NLAD subscriber id (or the
 * site's subscriber id, spec 001 §2) is letters, digits, '-' or '_', at most 32 (the document's length); an invoice
 * id is the subscriber's number or the public id ('inv_' and 24 letters or digits). Anything else names nothing and
 * is never sent to the carrier.
 */
const FORMATS = {
  number: /^\d+$/,
  nladSubscriberId: /^[A-Za-z0-9_-]{1,32}$/,
  invoiceId: /^(\d+|inv_[0-9A-Za-z]{24})$/,
} as const;

/** Pages that need a query value, the toast shown without it, and where they send the visitor then. */
export const QUERY_GUARDS = {
  summaryPlan: { param: 'plan', toast: 'toast.planIdNotFound', redirect: ROUTES.ownPlan, format: 'number' },
  summaryAddon: {
    param: 'addon',
    toast: 'toast.addonIdNotFound',
    redirect: ROUTES.threeDollar,
    format: 'number',
  },
  payment: { param: 'paymentId', toast: 'toast.paymentIdNotFound', redirect: ROUTES.home },
  invoice: {
    param: 'invoiceId',
    toast: 'toast.invoiceIdNotFound',
    redirect: ROUTES.home,
    format: 'invoiceId',
  },
  enrollDevices: {
    param: 'id',
    toast: 'toast.nladSubscriberIdNotFound',
    redirect: ROUTES.home,
    format: 'nladSubscriberId',
  },
  completedAcp: { param: 'orderId', toast: 'toast.orderNotFound', redirect: undefined },
} as const satisfies Record<
  string,
  { param: string; toast: MessageId; redirect: string | undefined; format?: keyof typeof FORMATS }
>;

/** A page with a query guard. */
export type GuardedPage = keyof typeof QUERY_GUARDS;

/** What a guard asks for: a toast, and a redirect when the page cannot show anything without the value. */
export interface GuardOutcome {
  toast: Message;
  redirect?: string;
}

/** What a broken link writes where a value should be: JavaScript's names for no value. */
const NO_VALUE = new Set(['undefined', 'null', 'NaN']);

/** The value a link gives, trimmed; '' when it gives none (blank, or one of JavaScript's words for no value). */
export function queryValue(value: Text): string {
  const given = text(value);
  return NO_VALUE.has(given) ? '' : given;
}

/** The guard of a page given its query (or route) values; undefined when the value is there and well formed. */
export function queryGuard(
  page: GuardedPage,
  values: Readonly<Record<string, Text>>,
): GuardOutcome | undefined {
  const guard: {
    param: string;
    toast: MessageId;
    redirect: string | undefined;
    format?: keyof typeof FORMATS;
  } = QUERY_GUARDS[page];
  const value = queryValue(values[guard.param]);
  const malformed = guard.format !== undefined && !FORMATS[guard.format].test(value);
  if (!isBlank(value) && !malformed) return undefined;
  const toast = messageOf(guard.toast);
  return guard.redirect === undefined ? { toast } : { toast, redirect: guard.redirect };
}

/** A renewal link's uuid (the document's `format: uuid`); anything else names no renewal and is never sent. */
export function isRenewalUuid(value: Text): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text(value));
}

/** An add-on id that names no add-on of the catalogue: 'Add-on not found', back to the $3 page. */
export function unknownAddonGuard(): GuardOutcome {
  return { toast: messageOf('toast.addonNotFound'), redirect: ROUTES.threeDollar };
}

/** The pages the spec sends to log in with a reason of their own, and where a visitor goes (spec 000 §4). */
export const LOGIN_REDIRECTS = {
  shipping: withQuery(ROUTES.logOrRegister, { shippingPage: 'true' }),
  enhancedEnroll: withQuery(ROUTES.logOrRegister, { tribal: 'true' }),
} as const;

/** Where any other page that needs a logged-in visitor sends one who is not: the login, and back to `path`. */
export function loginRedirectFor(path: string): string {
  return withQuery(ROUTES.logOrRegister, { returnTo: path });
}

/** Saved transfer data the transfer page needs. */
export const TRANSFER_FIELDS = [
  'firstName',
  'lastName',
  'emailAddress',
  'contactPhoneNumber',
  'shippingAddress1',
  'shippingCity',
  'shippingState',
  'shippingZipcode',
  'dob',
] as const;

/** Incomplete saved transfer data: 'Please fill in all the required fields', then the shipping form. */
export function transferGuard(
  saved: Partial<Record<(typeof TRANSFER_FIELDS)[number], Text>>,
): GuardOutcome | undefined {
  if (TRANSFER_FIELDS.every((field) => !isBlank(saved[field]))) return undefined;
  return {
    toast: messageOf('toast.fillRequiredFields'),
    redirect: withQuery(ROUTES.confirmAddress, { transfer: 'yes' }),
  };
}
