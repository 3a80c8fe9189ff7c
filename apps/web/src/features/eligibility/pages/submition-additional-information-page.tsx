import { ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { Card, LinkButton } from '../../../ui';
import { StatusLayout } from '../components/status-layout';
import { StoredIds } from '../components/stored-ids';

/**
 * `/SubmitionAdditionalInformationPage`: the verifier needs documents; what to prepare, and a way back to the
 * verifier through the enrollment check (which sends the applicant to the verifier's page again).
 */
export function SubmitionAdditionalInformationPage() {
  return (
    <StatusLayout
      tone="info"
      title={<FormattedMessage id="eligibility.documents.title" />}
      lead={<FormattedMessage id="eligibility.documents.lead" />}
      actions={
        <>
          <LinkButton href={ROUTES.acpEligibilityCheck}>
            <FormattedMessage id="eligibility.documents.continue" />
          </LinkButton>
          <LinkButton href={ROUTES.contactUs} variant="secondary">
            <FormattedMessage id="eligibility.contactUs" />
          </LinkButton>
        </>
      }
    >
      <StoredIds />
      <Card
        as="section"
        headingLevel={2}
        title={<FormattedMessage id="eligibility.documents.prepareTitle" />}
      >
        <ul className="status-page__list">
          <li>
            <FormattedMessage id="eligibility.documents.identity" />
          </li>
          <li>
            <FormattedMessage id="eligibility.documents.program" />
          </li>
          <li>
            <FormattedMessage id="eligibility.documents.address" />
          </li>
        </ul>
      </Card>
      <p>
        <FormattedMessage id="eligibility.documents.format" />
      </p>
    </StatusLayout>
  );
}
