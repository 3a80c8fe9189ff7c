import type { components } from '@carrier/contracts';
import { ROUTES, statusLookupOutcome, statusLookupPayload, validateStatusLookup } from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { useForm } from '../../../lib/forms/use-form';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { toast } from '../../../lib/toast';
import { Alert, Button, Card, LinkButton, TextField } from '../../../ui';
import { getEligibilityStatus } from '../api/get-eligibility-status';

type StatusResult = components['schemas']['EligibilityStatusResult'];
type Status = StatusResult['status'];

/** Statuses an application can go on to enrolment from, by its number alone (W-26). */
const ENROLLABLE: readonly Status[] = ['COMPLETE', 'APPROVED'];

const statusNames = defineMessages<Status>({
  COMPLETE: { id: 'eligibility.status.COMPLETE' },
  PENDING_RESOLUTION: { id: 'eligibility.status.PENDING_RESOLUTION' },
  PENDING_CONTINUED_ELIGIBILITY: { id: 'eligibility.status.PENDING_CONTINUED_ELIGIBILITY' },
  PENDING_CONTINUED_ELIGIBILITY_BATCH: { id: 'eligibility.status.PENDING_CONTINUED_ELIGIBILITY_BATCH' },
  PENDING_CERT: { id: 'eligibility.status.PENDING_CERT' },
  PENDING_REVIEW: { id: 'eligibility.status.PENDING_REVIEW' },
  REVIEWING: { id: 'eligibility.status.REVIEWING' },
  IN_PROGRESS: { id: 'eligibility.status.IN_PROGRESS' },
  FAILURE: { id: 'eligibility.status.FAILURE' },
  APP_CLOSED_OR_EXPIRED: { id: 'eligibility.status.APP_CLOSED_OR_EXPIRED' },
  APPROVED: { id: 'eligibility.status.APPROVED' },
  APPLICATION_NOT_FOUND: { id: 'eligibility.status.APPLICATION_NOT_FOUND' },
});

/**
 * The status lookup (spec 001 §5): application id or eligibility check id, at least one; Check shows the
 * application's status (and, once approved, the way on to enrolment); an unknown number is said on the lookup,
 * another 404 toasts the carrier's words and goes to the not-verified page.
 */
export function StatusLookupForm({
  initial,
  onStatus,
}: {
  initial?: { applicationId?: string | null; eligibilityCheckId?: string | null };
  onStatus?: (result: StatusResult, ids: { applicationId: string; eligibilityCheckId: string }) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const setApplicationId = useSetAtom(applicationIdAtom);
  const setEligibilityCheckId = useSetAtom(eligibilityCheckIdAtom);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<StatusResult>();
  // The application the result is for: enrolment needs its id (a subscriber's enrolment names it, DESIGN.md).
  const [enrolling, setEnrolling] = useState(false);
  const form = useForm({
    initial: {
      applicationId: initial?.applicationId ?? '',
      eligibilityCheckId: initial?.eligibilityCheckId ?? '',
    },
    validate: validateStatusLookup,
  });

  const submit = form.handleSubmit(async (values) => {
    const applicationId = values.applicationId.trim();
    const eligibilityCheckId = values.eligibilityCheckId.trim();
    setPending(true);
    setError(undefined);
    setResult(undefined);
    const reply = await getEligibilityStatus(
      carrier,
      statusLookupPayload({ applicationId, eligibilityCheckId }, window.location.origin),
    );
    setPending(false);
    const outcome = statusLookupOutcome(
      reply.error
        ? { ok: false, status: reply.error.status, error: reply.error.code, errors: reply.error.fieldErrors }
        : { ok: true },
    );
    if (outcome.kind === 'toast-and-route') {
      toast(noticeText(outcome.notice), 'error');
      navigate(outcome.path);
    } else if (outcome.kind === 'show-errors') {
      setError(noticeText(outcome.notice));
    } else if (reply.data) {
      if (applicationId) setApplicationId(applicationId);
      if (eligibilityCheckId) setEligibilityCheckId(eligibilityCheckId);
      setEnrolling(Boolean(applicationId || initial?.applicationId));
      setResult(reply.data);
      onStatus?.(reply.data, { applicationId, eligibilityCheckId });
    }
  });

  return (
    <Card as="section" headingLevel={2} title={<FormattedMessage id="eligibility.lookup.title" />}>
      <form className="stack" noValidate onSubmit={submit}>
        <p>
          <FormattedMessage id="eligibility.lookup.lead" />
        </p>
        <TextField
          {...form.field('applicationId')}
          label={intl.formatMessage({ id: 'eligibility.lookup.applicationId' })}
          autoComplete="off"
        />
        <TextField
          {...form.field('eligibilityCheckId')}
          label={intl.formatMessage({ id: 'eligibility.lookup.eligibilityCheckId' })}
          autoComplete="off"
        />
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <div>
          <Button type="submit" isPending={isPending}>
            <FormattedMessage id="eligibility.lookup.check" />
          </Button>
        </div>
        <div className="stack" aria-live="polite">
          {result && <Alert tone="info" title={intl.formatMessage(statusNames[result.status])} />}
          {result && ENROLLABLE.includes(result.status) && enrolling && (
            <LinkButton href={ROUTES.confirmAddress}>
              <FormattedMessage id="common.enrollNow" />
            </LinkButton>
          )}
        </div>
      </form>
    </Card>
  );
}
