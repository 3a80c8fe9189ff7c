import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { applicationIdAtom, eligibilityAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { LinkButton } from '../../../ui';
import { IdList, StatusLayout } from '../components/status-layout';
import { StatusLookupForm } from '../components/status-lookup-form';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function hrefOf(links: unknown, name: 'resolution' | 'certification'): string | undefined {
  const link = isRecord(links) ? links[name] : undefined;
  return isRecord(link) && typeof link.href === 'string' ? link.href : undefined;
}

/** The verifier page the last reply named (documents to upload, or the certification), if any. */
function verifierLinkOf(reply: Record<string, unknown> | null): string | undefined {
  return hrefOf(reply?._links, 'resolution') ?? hrefOf(reply?._links, 'certification');
}

/**
 * `/Reviewing`: the National Verifier is reviewing the application; the ids and a lookup to check on it. When the
 * last reply named a verifier page (documents to upload, the certification), the verifier is waiting for the
 * applicant, not reviewing: the page says so and leads there (W-25).
 */
export function ReviewingPage() {
  const intl = useIntl();
  const applicationId = useAtomValue(applicationIdAtom);
  const eligibilityCheckId = useAtomValue(eligibilityCheckIdAtom);
  const verifierHref = verifierLinkOf(useAtomValue(eligibilityAtom));
  const none = intl.formatMessage({ id: 'eligibility.none' });
  return (
    <StatusLayout
      tone="info"
      title={
        verifierHref ? (
          <FormattedMessage id="eligibility.reviewing.waiting.title" />
        ) : (
          <FormattedMessage id="eligibility.reviewing.title" />
        )
      }
      lead={
        verifierHref ? (
          <FormattedMessage id="eligibility.reviewing.waiting.lead" />
        ) : (
          <FormattedMessage id="eligibility.reviewing.lead" />
        )
      }
      actions={
        verifierHref ? (
          <LinkButton href={verifierHref}>
            <FormattedMessage id="eligibility.reviewing.toVerifier" />
          </LinkButton>
        ) : undefined
      }
    >
      <IdList
        items={[
          { term: <FormattedMessage id="eligibility.applicationId" />, value: applicationId, none },
          { term: <FormattedMessage id="eligibility.eligibilityCheckId" />, value: eligibilityCheckId, none },
        ]}
      />
      <ul className="status-page__list">
        <li>
          <FormattedMessage id="eligibility.reviewing.step1" />
        </li>
        <li>
          <FormattedMessage id="eligibility.reviewing.step2" />
        </li>
        <li>
          <FormattedMessage id="eligibility.reviewing.step3" />
        </li>
      </ul>
      <StatusLookupForm initial={{ applicationId, eligibilityCheckId }} />
    </StatusLayout>
  );
}
