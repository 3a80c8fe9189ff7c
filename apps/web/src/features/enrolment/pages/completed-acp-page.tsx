import { completedAcpGuard, completedAcpOrderMissing, queryGuard, ROUTES, withQuery } from '@carrier/domain';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { getOrder, type Order } from '../../../lib/carrier/get-order';
import { toast } from '../../../lib/toast';
import { Card, LinkButton } from '../../../ui';
import { EnrolmentResult } from '../components/enrolment-result';

/** The order of the enrolment; without an orderId it is missing too ('Order not found', spec 001 §8). */
export async function completedAcpLoader({ request }: LoaderFunctionArgs) {
  const orderId = new URL(request.url).searchParams.get('orderId')?.trim() ?? '';
  if (queryGuard('completedAcp', { orderId })) return { order: null, missing: true };
  const result = await getOrder(carrier, orderId);
  return { order: result.data ?? null, missing: Boolean(result.error) };
}

/** `/CompletedACP?orderId&nladSubscriberId&isEligibleForDevice`: the route's module. */
export function CompletedAcpPage() {
  const { order, missing } = useLoaderData<Awaited<ReturnType<typeof completedAcpLoader>>>();
  return <CompletedAcpView order={order} orderMissing={missing} />;
}

/** An order id the carrier does not know: nothing on this page can be confirmed (W-5). */
function UnknownOrder() {
  return (
    <EnrolmentResult
      tone="failure"
      titleId="completed-title"
      title={<FormattedMessage id="enrolment.completed.unknown.title" />}
      lead={<FormattedMessage id="enrolment.completed.unknown.lead" />}
      stepsTitle={<FormattedMessage id="enrolment.completed.nextTitle" />}
      steps={
        <li>
          <FormattedMessage id="enrolment.completed.unknown.checkLink" />
        </li>
      }
      actions={
        <>
          <LinkButton href={ROUTES.contactUs}>
            <FormattedMessage id="enrolment.contactSupport" />
          </LinkButton>
          <LinkButton href={ROUTES.home} variant="secondary">
            <FormattedMessage id="enrolment.backHome" />
          </LinkButton>
        </>
      }
    />
  );
}

/** The enrolment's confirmation: the NLAD subscriber id, the order and its fulfillment (shipment) id. */
export function CompletedAcpView({ order, orderMissing }: { order: Order | null; orderMissing: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const [params] = useSearchParams();
  const nladSubscriberId = params.get('nladSubscriberId') ?? '';
  const orderId = params.get('orderId');
  const eligibleForDevice = params.get('isEligibleForDevice') === 'true';
  const guard = useMemo(() => completedAcpGuard({ nladSubscriberId }), [nladSubscriberId]);

  const guarded = useRef(false);
  useEffect(() => {
    if (guarded.current) return;
    guarded.current = Boolean(guard) || orderMissing;
    if (orderMissing) toast(noticeText(completedAcpOrderMissing()), 'error');
    if (guard) {
      toast(noticeText(guard.toast), 'error');
      navigate(guard.redirect, { replace: true });
    }
  }, [guard, orderMissing, navigate, noticeText]);
  if (guard) return null;
  if (orderMissing && !queryGuard('completedAcp', { orderId })) return <UnknownOrder />;

  const na = intl.formatMessage({ id: 'enrolment.na' });
  return (
    <EnrolmentResult
      tone="success"
      titleId="completed-title"
      title={<FormattedMessage id="enrolment.completed.title" />}
      lead={intl.formatMessage({ id: 'enrolment.completed.lead' })}
      stepsTitle={intl.formatMessage({ id: 'enrolment.completed.nextTitle' })}
      steps={
        <>
          <li>
            <FormattedMessage id="enrolment.completed.nextSim" />
          </li>
          <li>
            <FormattedMessage id="enrolment.completed.nextEmail" />
          </li>
        </>
      }
      actions={
        <>
          {eligibleForDevice && !order && (
            <LinkButton href={withQuery(ROUTES.enrollDevices, { id: nladSubscriberId })}>
              <FormattedMessage id="enrolment.completed.chooseDevice" />
            </LinkButton>
          )}
          <LinkButton href={ROUTES.home} variant={eligibleForDevice && !order ? 'secondary' : 'primary'}>
            <FormattedMessage id="enrolment.backHome" />
          </LinkButton>
        </>
      }
    >
      <Card title={intl.formatMessage({ id: 'enrolment.completed.detailsTitle' })} headingLevel={2}>
        <dl className="enrolment-facts">
          <dt>
            <FormattedMessage id="enrolment.completed.nladId" />
          </dt>
          <dd>{nladSubscriberId}</dd>
          <dt>
            <FormattedMessage id="enrolment.completed.orderId" />
          </dt>
          <dd>{orderId ?? na}</dd>
          <dt>
            <FormattedMessage id="enrolment.completed.fulfillmentId" />
          </dt>
          <dd>{order?.fulfillmentId ?? na}</dd>
        </dl>
      </Card>
    </EnrolmentResult>
  );
}
