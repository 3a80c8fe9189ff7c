import {
  type GuardOutcome,
  invoicePathOf,
  orderStatusPath,
  paymentResult,
  queryGuard,
  ROUTES,
} from '@carrier/domain';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { portalUrl } from '../../../lib/portal';
import { cartPathOf, savedCartAtom } from '../../../lib/saved-cart';
import { isLoggedInAtom, tokenAtom, userDataAtom } from '../../../lib/state/session';
import { useQueryGuard } from '../../../lib/use-query-guard';
import { Alert, ErrorIcon, Fact, InfoIcon, LinkButton, SuccessIcon } from '../../../ui';
import { getPayment, type Payment } from '../api/get-payment';
import '../checkout.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

export type PaymentData = { guard: GuardOutcome } | Awaited<ReturnType<typeof getPayment>>;

/** The payment the hosted checkout returned with (`?paymentId=`); none: back home with 'Payment ID not found'. */
export async function paymentLoader({ request }: LoaderFunctionArgs): Promise<PaymentData> {
  const paymentId = new URL(request.url).searchParams.get('paymentId') ?? '';
  const guard = queryGuard('payment', { paymentId });
  if (guard) return { guard };
  return getPayment(carrier, paymentId);
}

const UNKNOWN_PAYMENT = ['PAYMENT_NOT_FOUND', 'FIELD_VALIDATION_FAILED'];

/** `/PaymentPage?paymentId=` (nav hidden): how the payment ended, its order, and where to go next. */
export function PaymentPage() {
  const loaded = useLoaderData<PaymentData>();
  const errorText = useCarrierErrorText();
  // An id the carrier does not know, or cannot read, is a missing one (spec 000 §2): 'Payment ID not found', home.
  const unknown =
    'error' in loaded && UNKNOWN_PAYMENT.includes(loaded.error?.code ?? '')
      ? queryGuard('payment', {})
      : undefined;
  const guard = 'guard' in loaded ? loaded.guard : unknown;
  useQueryGuard(guard);
  if (guard || 'guard' in loaded) return null;
  return (
    <section className="container section narrow-page">
      {loaded.error ? (
        <div className="stack">
          <Alert tone="error">{errorText('getPayment', loaded.error)}</Alert>
          <div>
            <LinkButton href={ROUTES.home} variant="secondary">
              <FormattedMessage id="payment.backToHome" />
            </LinkButton>
          </div>
        </div>
      ) : (
        <PaymentResult payment={loaded.data} />
      )}
    </section>
  );
}

const icons = { success: SuccessIcon, pending: InfoIcon, fail: ErrorIcon };

/** What comes next after a paid order, by what was bought: only a SIM purchase ships SIM cards (W-10). */
const successLeads = defineMessages({
  purchase: { id: 'checkout.payment.successLead' },
  addon_purchase: { id: 'checkout.payment.successLead.addon' },
  top_up: { id: 'checkout.payment.successLead.topUp' },
  device_copay: { id: 'checkout.payment.successLead.device' },
  renewal: { id: 'checkout.payment.successLead.renewal' },
} satisfies Record<Payment['order']['type'], { id: string }>);

function PaymentResult({ payment }: { payment: Payment }) {
  const noticeText = useNoticeText();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userDataAtom);
  const [cart, setCart] = useAtom(savedCartAtom);
  const { outcome, title } = paymentResult(payment);
  // A declined or canceled payment leads back to the cart this tab sent to the checkout (W-14).
  const cartPath = outcome === 'fail' ? cartPathOf(cart, payment.publicId) : undefined;
  const bought = outcome === 'success' && cart?.paymentId === payment.publicId;
  useEffect(() => {
    if (bought) setCart(null);
  }, [bought, setCart]);
  const Icon = icons[outcome];
  const invoicePath = invoicePathOf(payment);
  const statusPath = orderStatusPath(payment.order);
  const topUp = payment.order.type === 'top_up';
  return (
    <div className={`result-card result-card--${outcome} stack`}>
      <Icon className="result-card__icon" size={56} />
      <h1>{noticeText(title)}</h1>
      <p className="result-card__lead">
        {outcome === 'success' && <FormattedMessage {...successLeads[payment.order.type]} />}
        {outcome === 'pending' && <FormattedMessage id="checkout.payment.pendingLead" />}
        {outcome === 'fail' && <FormattedMessage id="checkout.payment.failedLead" />}
      </p>
      <dl className="result-card__facts">
        <Fact term={<FormattedMessage id="checkout.payment.orderId" />}>{payment.order.id}</Fact>
        {payment.order.fulfillmentId && (
          <Fact term={<FormattedMessage id="checkout.payment.fulfillmentId" />}>
            {payment.order.fulfillmentId}
          </Fact>
        )}
        <Fact term={<FormattedMessage id="checkout.payment.amount" />}>
          <FormattedNumber value={payment.amount} style="currency" currency="USD" />
        </Fact>
        {topUp && payment.balance !== undefined && (
          <Fact term={<FormattedMessage id="checkout.payment.balance" />}>
            <FormattedNumber value={payment.balance} style="currency" currency="USD" />
          </Fact>
        )}
      </dl>
      <div className="cluster">
        {cartPath && (
          <LinkButton href={cartPath}>
            <FormattedMessage id="checkout.payment.backToCart" />
          </LinkButton>
        )}
        {loggedIn && token && user ? (
          <LinkButton href={portalUrl(token, user.roleCode)} variant={cartPath ? 'secondary' : 'primary'}>
            <FormattedMessage id="payment.backToDashboard" />
          </LinkButton>
        ) : (
          <LinkButton href={ROUTES.home} variant={cartPath ? 'secondary' : 'primary'}>
            <FormattedMessage id="payment.backToHome" />
          </LinkButton>
        )}
        {statusPath && (
          <LinkButton href={statusPath} variant="secondary">
            <FormattedMessage id="payment.checkOrderStatus" />
          </LinkButton>
        )}
        {invoicePath && (
          <LinkButton href={invoicePath} variant="secondary">
            <FormattedMessage id="checkout.payment.viewInvoice" />
          </LinkButton>
        )}
      </div>
    </div>
  );
}
