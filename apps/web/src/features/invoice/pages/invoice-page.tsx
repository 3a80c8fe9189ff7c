import {
  billedToName,
  countryName,
  type GuardOutcome,
  type InvoiceRow,
  invoiceLookup,
  invoiceSummary,
  periodLabel,
  queryGuard,
  ROUTES,
  showsShipTo,
} from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { isLoggedInAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { toast } from '../../../lib/toast';
import { useQueryGuard } from '../../../lib/use-query-guard';
import { Button, Fact, Logo } from '../../../ui';
import { getInvoice, type Invoice } from '../api/get-invoice';
import { exportInvoice } from '../components/export-invoice';
import '../invoice.css';

export type InvoiceData = { guard: GuardOutcome } | Awaited<ReturnType<typeof getInvoice>>;

/**
 * The invoice of `?invoiceId=`: a number by the subscriber path, a public id by the public one. A public id opened
 * logged in may name the subscriber's own purchase, whose ship-to only the subscriber path gives; an order placed as
 * a guest is not theirs there, and stays as the public path read it (W-15).
 */
export async function invoiceLoader({ request }: LoaderFunctionArgs): Promise<InvoiceData> {
  const invoiceId = new URL(request.url).searchParams.get('invoiceId') ?? '';
  const guard = queryGuard('invoice', { invoiceId });
  if (guard) return { guard };
  const loggedIn = store.get(isLoggedInAtom);
  const lookup = invoiceLookup(invoiceId, loggedIn);
  const found = await getInvoice(carrier, lookup);
  if (lookup.scope === 'subscriber' || !found.data || !showsShipTo(found.data.order.type, loggedIn))
    return found;
  const own = await getInvoice(carrier, { scope: 'subscriber', id: found.data.id });
  return own.data ? own : found;
}

/** `/Invoice?invoiceId=`: the invoice, and Export to save it as an image. Any error: its message, back to `/`. */
export function InvoicePage() {
  const loaded = useLoaderData<InvoiceData>();
  const navigate = useNavigate();
  const errorText = useCarrierErrorText();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [params] = useSearchParams();
  const { scope } = invoiceLookup(params.get('invoiceId') ?? '', loggedIn);
  const guard = 'guard' in loaded ? loaded.guard : undefined;
  useQueryGuard(guard);
  const failure = 'error' in loaded ? loaded.error : undefined;
  useEffect(() => {
    if (!failure) return;
    toast(errorText(scope === 'subscriber' ? 'getSubscriberInvoice' : 'getInvoice', failure), 'error');
    navigate(ROUTES.home, { replace: true });
  }, [failure, navigate, errorText, scope]);
  if (!('data' in loaded) || !loaded.data) return null;
  return <InvoiceDocument invoice={loaded.data} />;
}

const itemTypes = defineMessages({
  plan: { id: 'invoice.item.plan' },
  addon_plan: { id: 'invoice.item.addon' },
  sim: { id: 'invoice.item.sim' },
  device: { id: 'invoice.item.device' },
  top_up: { id: 'invoice.item.topUp' },
});

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const sheet = useRef<HTMLDivElement>(null);
  const [isExporting, setExporting] = useState(false);
  const { order } = invoice;
  const summary = invoiceSummary(order);
  const shipTo = showsShipTo(order.type, loggedIn) ? invoice.fulfillment : null;
  const money = (value: number) => <FormattedNumber value={value} style="currency" currency="USD" />;

  const save = async () => {
    if (!sheet.current) return;
    setExporting(true);
    try {
      await exportInvoice(sheet.current, `invoice-${invoice.id}.png`);
    } catch {
      toast(intl.formatMessage({ id: 'common.somethingWentWrong' }), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="container section stack invoice-page" aria-labelledby="invoice-title">
      <div className="cluster" data-justify="between">
        <h1 id="invoice-title">
          <FormattedMessage id="invoice.title" />
        </h1>
        <Button onPress={save} isPending={isExporting} variant="secondary">
          <FormattedMessage id="invoice.export" />
        </Button>
      </div>
      <div className="invoice-sheet" ref={sheet} data-testid="invoice-sheet">
        <div className="invoice-sheet__head">
          <div className="stack" data-gap="sm">
            <Logo name={intl.formatMessage({ id: 'layout.brand' })} />
            <address className="invoice-block">
              <strong>{env.company.name}</strong>
              <span>{env.company.street}</span>
              <span>{env.company.city}</span>
              <span>{env.support.email}</span>
              <span>{env.support.phone}</span>
            </address>
          </div>
          <dl className="invoice-meta">
            <Fact term={<FormattedMessage id="invoice.number" />}>{invoice.id}</Fact>
            <Fact term={<FormattedMessage id="invoice.date" />}>
              <FormattedDate value={invoice.createdAt} dateStyle="long" />
            </Fact>
            <Fact term={<FormattedMessage id="invoice.order" />}>{order.id}</Fact>
          </dl>
        </div>
        <div className="invoice-parties">
          <div className="stack" data-gap="sm">
            <h2 className="invoice-heading">
              <FormattedMessage id="invoice.billedTo" />
            </h2>
            <address className="invoice-block">
              {billedToName(order.customer) && <strong>{billedToName(order.customer)}</strong>}
              <span>{order.customer.emailAddress}</span>
            </address>
          </div>
          {shipTo && (
            <div className="stack" data-gap="sm">
              <h2 className="invoice-heading">
                <FormattedMessage id="invoice.shipTo" />
              </h2>
              <address className="invoice-block">
                <span>{shipTo.shippingAddress1}</span>
                {shipTo.shippingAddress2 && <span>{shipTo.shippingAddress2}</span>}
                <span>
                  {shipTo.shippingCity}, {shipTo.shippingState} {shipTo.shippingZipcode}
                </span>
                <span>
                  {intl.formatDisplayName(shipTo.shippingCountry, { type: 'region' }) ??
                    countryName(shipTo.shippingCountry)}
                </span>
              </address>
            </div>
          )}
        </div>
        <table className="invoice-table">
          <caption className="visually-hidden">
            <FormattedMessage id="invoice.items" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="invoice.col.item" />
              </th>
              <th scope="col" data-align="end">
                <FormattedMessage id="invoice.col.quantity" />
              </th>
              <th scope="col" data-align="end">
                <FormattedMessage id="invoice.col.amount" />
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row, index) => (
              <tr key={`${row.type}-${index}`}>
                <th scope="row">
                  <RowText row={row} typeLabel={intl.formatMessage(itemTypes[row.type])} />
                </th>
                <td data-align="end">{row.quantity}</td>
                <td data-align="end">{money(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="invoice.subTotal" />
              </th>
              <td data-align="end">{money(summary.subTotal)}</td>
            </tr>
            {summary.tax !== undefined && (
              <tr>
                <th scope="row" colSpan={2}>
                  <FormattedMessage id="invoice.tax" />
                </th>
                <td data-align="end">{money(summary.tax)}</td>
              </tr>
            )}
            {summary.surcharge !== undefined && (
              <tr>
                <th scope="row" colSpan={2}>
                  <FormattedMessage id="invoice.surcharge" />
                </th>
                <td data-align="end">{money(summary.surcharge)}</td>
              </tr>
            )}
            <tr className="invoice-table__total">
              <th scope="row" colSpan={2}>
                <FormattedMessage id="invoice.total" />
              </th>
              <td data-align="end">{money(summary.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="invoice-thanks">
          <FormattedMessage id="invoice.thanks" />
        </p>
      </div>
    </section>
  );
}

/** A row's words: its type, name, plan length and allowances. */
function RowText({ row, typeLabel }: { row: InvoiceRow; typeLabel: string }) {
  const noticeText = useNoticeText();
  const intl = useIntl();
  const details = [
    row.period
      ? `${row.period.duration} ${noticeText(periodLabel(row.period.unit, row.period.duration))}`
      : undefined,
    ...row.allowances.map((allowance) => `${intl.formatNumber(allowance.amount)} ${allowance.unit}`),
  ].filter(Boolean);
  return (
    <span className="invoice-row">
      <span className="invoice-row__type">{typeLabel}</span>
      {row.name && <span className="invoice-row__name">{row.name}</span>}
      {details.length > 0 && <span className="invoice-row__details">{details.join(' · ')}</span>}
    </span>
  );
}
