import { queryValue, ROUTES } from '@carrier/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../ui';
import { IdList, StatusLayout } from '../components/status-layout';

/** `/Expired?id=`: the application closed or expired; a new one has to be started. */
export function ExpiredPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <StatusLayout
      tone="warning"
      title={<FormattedMessage id="eligibility.expired.title" />}
      lead={<FormattedMessage id="eligibility.expired.lead" />}
      actions={
        <LinkButton href={ROUTES.zipCode}>
          <FormattedMessage id="eligibility.expired.startNew" />
        </LinkButton>
      }
    >
      <IdList
        items={[
          {
            term: <FormattedMessage id="eligibility.applicationId" />,
            value: queryValue(params.get('id')),
            none: intl.formatMessage({ id: 'eligibility.none' }),
          },
        ]}
      />
      <p>
        <FormattedMessage id="eligibility.expired.text" />
      </p>
    </StatusLayout>
  );
}
