import { ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { Card, LinkButton } from '../../../ui';
import '../eligibility.css';

/** `/AffordableConnectivityProgramm`: what the benefit is, who qualifies and how to apply. */
export function AffordableConnectivityProgramPage() {
  return (
    <section className="container section narrow-page stack" data-gap="lg" aria-labelledby="acp-info-title">
      <div className="stack">
        <h1 id="acp-info-title">
          <FormattedMessage id="eligibility.acp.title" />
        </h1>
        <p className="lead">
          <FormattedMessage id="eligibility.acp.lead" />
        </p>
      </div>
      <Card as="section" headingLevel={2} title={<FormattedMessage id="eligibility.acp.whatTitle" />}>
        <p>
          <FormattedMessage id="eligibility.acp.what" />
        </p>
      </Card>
      <Card as="section" headingLevel={2} title={<FormattedMessage id="eligibility.acp.whoTitle" />}>
        <ul className="status-page__list">
          <li>
            <FormattedMessage id="eligibility.acp.who1" />
          </li>
          <li>
            <FormattedMessage id="eligibility.acp.who2" />
          </li>
          <li>
            <FormattedMessage id="eligibility.acp.who3" />
          </li>
        </ul>
      </Card>
      <Card as="section" headingLevel={2} title={<FormattedMessage id="eligibility.acp.howTitle" />}>
        <ol className="status-page__list">
          <li>
            <FormattedMessage id="eligibility.acp.how1" />
          </li>
          <li>
            <FormattedMessage id="eligibility.acp.how2" />
          </li>
          <li>
            <FormattedMessage id="eligibility.acp.how3" />
          </li>
        </ol>
      </Card>
      <div className="cluster">
        <LinkButton href={ROUTES.zipCode}>
          <FormattedMessage id="common.applyNow" />
        </LinkButton>
        <LinkButton href={ROUTES.checkEnrollStatus} variant="secondary">
          <FormattedMessage id="eligibility.acp.status" />
        </LinkButton>
      </div>
    </section>
  );
}
