import { transferGuard, validateTransfer } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { toast } from '../../../lib/toast';
import { Alert, Button, Card, Checkbox, PageHeader } from '../../../ui';
import { formatDob } from '../components/format-dob';
import { useEnrolment } from '../hooks/use-enrolment';
import { savedShippingAtom } from '../state/enrolment-state';
import '../components/enrolment.css';

/**
 * `/TransferAcpPlan`: the applicant already receives the benefit, with another provider (who may move it here) or
 * with this one (the carrier then refuses the transfer): DUPLICATE_SUBSCRIBER does not say which (DESIGN.md).
 */
export function TransferAcpPlanPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const saved = useAtomValue(savedShippingAtom);
  const enrol = useEnrolment();
  const [transfer, setTransfer] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [isPending, setPending] = useState(false);
  const guard = useMemo(() => transferGuard(saved ?? {}), [saved]);

  const guarded = useRef(false);
  useEffect(() => {
    // Once: the toast and the redirect happen on arrival, not again when the router re-renders.
    if (!guard || guarded.current) return;
    guarded.current = true;
    toast(noticeText(guard.toast), 'error');
    if (guard.redirect) navigate(guard.redirect, { replace: true });
  }, [guard, navigate, noticeText]);

  if (guard || !saved) return null;
  const errors = validateTransfer({ transfer });
  const transferError = submitted && errors.transfer ? noticeText(errors.transfer) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    await enrol(saved, true);
    setPending(false);
  };

  return (
    <section className="container section narrow-page stack" aria-labelledby="transfer-title">
      <PageHeader
        title={
          <span id="transfer-title">
            <FormattedMessage id="enrolment.transfer.title" />
          </span>
        }
        lead={intl.formatMessage({ id: 'enrolment.transfer.lead' })}
      />
      <Alert tone="info">
        <FormattedMessage id="enrolment.transfer.explain" />
      </Alert>
      <Card title={intl.formatMessage({ id: 'enrolment.transfer.whoTitle' })} headingLevel={2}>
        <dl className="enrolment-facts">
          <dt>
            <FormattedMessage id="enrolment.summary.name" />
          </dt>
          <dd>{`${saved.firstName ?? ''} ${saved.lastName ?? ''}`}</dd>
          <dt>
            <FormattedMessage id="enrolment.summary.dob" />
          </dt>
          <dd>{formatDob(intl, saved.dob)}</dd>
          <dt>
            <FormattedMessage id="enrolment.summary.address" />
          </dt>
          <dd>
            {[
              saved.shippingAddress1,
              saved.shippingAddress2,
              saved.shippingCity,
              `${saved.shippingState ?? ''} ${saved.shippingZipcode ?? ''}`,
            ]
              .filter((part) => part?.trim())
              .join(', ')}
          </dd>
        </dl>
      </Card>
      <form className="stack" noValidate onSubmit={submit}>
        <Checkbox isSelected={transfer} onChange={setTransfer} isRequired errorMessage={transferError}>
          <FormattedMessage id="enrolment.transfer.checkbox" />
        </Checkbox>
        <div>
          <Button type="submit" isPending={isPending}>
            <FormattedMessage id="enrolment.transfer.submit" />
          </Button>
        </div>
      </form>
    </section>
  );
}
