import type { ApiError } from '@carrier/contracts';
import { invoiceRow, periodLabel, queryValue, ROUTES } from '@carrier/domain';
import { defineMessages, FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { getOrder, type Order } from '../../../lib/carrier/get-order';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { Alert, Fact, LinkButton, Table } from '../../../ui';
import '../checkout.css';

export type OrderStatusData = { data: Order; error?: undefined } | { data?: undefined; error: ApiError };

// The carrier's words for an id it does not know; a blank id or 'undefined' is the same, and is never sent (W-5).
const NOT_FOUND: ApiError = {
  status: 404,
  code: 'ORDER_NOT_FOUND',
  message: 'Order not found',
  fieldErrors: [],
};
const UNKNOWN_ORDER = ['ORDER_NOT_FOUND', 'FIELD_VALIDATION_FAILED'];

/** The order of `?orderId=` (its public id), as the payment result's 'Check Order Status' names it. */
export async function orderStatusLoader({ request }: LoaderFunctionArgs): Promise<OrderStatusData> {
  const orderId = queryValue(new URL(request.url).searchParams.get('orderId'));
  if (!orderId) return { error: NOT_FOUND };
  const found = await getOrder(carrier, orderId);
  return found.error && UNKNOWN_ORDER.includes(found.error.code) ? { error: NOT_FOUND } : found;
}

const statuses = defineMessages({
  pending: { id: 'checkout.order.status.pending' },
  paid: { id: 'checkout.order.status.paid' },
  failed: { id: 'checkout.order.status.failed' },
  canceled: { id: 'checkout.order.status.canceled' },
  fulfilled: { id: 'checkout.order.status.fulfilled' },
} satisfies Record<Order['status'], { id: string }>);

const itemTypes = defineMessages({
  plan: { id: 'invoice.item.plan' },
  addon_plan: { id: 'invoice.item.addon' },
  sim: { id: 'invoice.item.sim' },
  device: { id: 'invoice.item.device' },
  top_up: { id: 'invoice.item.topUp' },
});

/** `/CheckACPPage?orderId=` (DESIGN.md, W-16): what was bought, how its payment stands, its fulfillment id. */
export function OrderStatusPage() {
  const loaded = useLoaderData<OrderStatusData>();
  const errorText = useCarrierErrorText();
  return (
    <section className="container section stack order-status" aria-labelledby="order-status-title">
      <h1 id="order-status-title">
        <FormattedMessage id="checkout.order.title" />
      </h1>
      {loaded.error ? (
        <Alert tone="error">{errorText('getOrder', loaded.error)}</Alert>
      ) : (
        <OrderFacts order={loaded.data} />
      )}
      <div className="cluster">
        <LinkButton href={ROUTES.home} variant={loaded.error ? 'primary' : 'secondary'}>
          <FormattedMessage id="payment.backToHome" />
        </LinkButton>
      </div>
    </section>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const intl = useIntl();
  const noticeText = useNoticeText();
  const money = (value: number) => <FormattedNumber value={value} style="currency" currency="USD" />;
  const rows = order.orderItems.map((item) => {
    const row = invoiceRow(item);
    const period = row.period
      ? `${row.period.duration} ${noticeText(periodLabel(row.period.unit, row.period.duration))}`
      : undefined;
    return {
      id: String(item.id),
      item: (
        <span className="order-line">
          <span className="order-line__type">{intl.formatMessage(itemTypes[row.type])}</span>
          {row.name && <span className="order-line__name">{row.name}</span>}
          {period && <span className="order-line__period">{period}</span>}
        </span>
      ),
      quantity: row.quantity,
      amount: money(row.total),
    };
  });
  return (
    <>
      <dl className="result-card__facts order-facts">
        <Fact term={<FormattedMessage id="checkout.payment.orderId" />}>{order.id}</Fact>
        <Fact term={<FormattedMessage id="checkout.order.date" />}>
          <FormattedDate value={order.createdAt} dateStyle="long" />
        </Fact>
        <Fact term={<FormattedMessage id="checkout.order.payment" />}>
          <FormattedMessage {...statuses[order.status]} />
        </Fact>
        {order.fulfillmentId && (
          <Fact term={<FormattedMessage id="checkout.payment.fulfillmentId" />}>{order.fulfillmentId}</Fact>
        )}
        <Fact term={<FormattedMessage id="invoice.total" />}>{money(order.total)}</Fact>
      </dl>
      <Table
        caption={intl.formatMessage({ id: 'checkout.order.items' })}
        columns={[
          { key: 'item', header: <FormattedMessage id="invoice.col.item" /> },
          { key: 'quantity', header: <FormattedMessage id="invoice.col.quantity" />, align: 'end' },
          { key: 'amount', header: <FormattedMessage id="invoice.col.amount" />, align: 'end' },
        ]}
        rows={rows}
      />
    </>
  );
}
