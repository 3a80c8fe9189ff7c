import { isRenewalUuid, messageOf, purchaseOutcome, ROUTES } from '@carrier/domain';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert, Badge, Button, Card, Fact, LinkButton } from '../../../ui';
import { getRenewal, type Renewal } from '../api/get-renewal';
import { payRenewal } from '../api/pay-renewal';
import '../checkout.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

/** The renewal of the link's uuid; a link whose uuid is none names no renewal and asks nothing (W-5). */
export async function renewLoader({ params }: LoaderFunctionArgs) {
  if (!isRenewalUuid(params.uuid)) return { unknown: true } as const;
  return getRenewal(carrier, params.uuid ?? '');
}

/** `/public/renew/:uuid`: what is due for a plan renewal, paid through the hosted checkout. */
export function RenewPage() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof renewLoader>>>();
  const errorText = useCarrierErrorText();
  const noticeText = useNoticeText();
  return (
    <section className="container section narrow-page stack" aria-labelledby="renew-title">
      <h1 id="renew-title">
        <FormattedMessage id="checkout.renew.title" />
      </h1>
      {'unknown' in loaded || loaded.error ? (
        <>
          <Alert tone="error">
            {'unknown' in loaded
              ? noticeText(messageOf('renewal.notFound'))
              : errorText('getRenewal', loaded.error)}
          </Alert>
          <div>
            <LinkButton href={ROUTES.home} variant="secondary">
              <FormattedMessage id="payment.backToHome" />
            </LinkButton>
          </div>
        </>
      ) : (
        <RenewalDue renewal={loaded.data} />
      )}
    </section>
  );
}

const tones = { due: 'warning', paid: 'success', expired: 'danger' } as const;

function RenewalDue({ renewal }: { renewal: Renewal }) {
  const noticeText = useNoticeText();
  const [isPaying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string>();
  const errorText = useCarrierErrorText();

  const pay = async () => {
    setPaying(true);
    setProblem(undefined);
    const result = await payRenewal(carrier, renewal.uuid);
    if (result.error) {
      setPaying(false);
      setProblem(errorText('payRenewal', result.error));
      return;
    }
    const outcome = purchaseOutcome(result.data);
    if (outcome.kind === 'open-payment') window.location.assign(outcome.url);
    else {
      setPaying(false);
      toast(noticeText(outcome.notice), 'error');
    }
  };

  return (
    <Card title={renewal.planName} headingLevel={2}>
      <Badge tone={tones[renewal.status]}>
        {renewal.status === 'due' && <FormattedMessage id="checkout.renew.status.due" />}
        {renewal.status === 'paid' && <FormattedMessage id="checkout.renew.status.paid" />}
        {renewal.status === 'expired' && <FormattedMessage id="checkout.renew.status.expired" />}
      </Badge>
      <dl className="result-card__facts">
        <Fact term={<FormattedMessage id="checkout.renew.amount" />}>
          <FormattedNumber value={renewal.amount} style="currency" currency="USD" />
        </Fact>
        <Fact term={<FormattedMessage id="checkout.renew.dueDate" />}>
          <FormattedDate value={`${renewal.dueDate}T12:00:00`} dateStyle="long" />
        </Fact>
      </dl>
      {renewal.status === 'due' && (
        <p>
          <FormattedMessage id="checkout.renew.dueLead" />
        </p>
      )}
      {renewal.status === 'paid' && (
        <p>
          <FormattedMessage id="checkout.renew.paidLead" />
        </p>
      )}
      {renewal.status === 'expired' && (
        <p>
          <FormattedMessage id="checkout.renew.expiredLead" />
        </p>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      {renewal.status === 'due' && (
        <div>
          <Button onPress={pay} isPending={isPaying} size="lg">
            <FormattedMessage id="checkout.renew.pay" />
          </Button>
        </div>
      )}
    </Card>
  );
}
