import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { whenUsed } from '../../../lib/when-visible';
import { Card, CheckIcon } from '../../../ui';
import '../coverage.css';

const steps = defineMessages({
  check: { id: 'coverage.zip.how.check' },
  profile: { id: 'coverage.zip.how.profile' },
  verify: { id: 'coverage.zip.how.verify' },
});

// On a phone's first screen, but its HTML is a form a visitor can fill in as it is: its code comes when used.
const ZipForm = whenUsed('zip-form', () => import('../components/zip-form').then((module) => module.ZipForm));

/** `/ZipCodePage`: 'Start your application now!': a covered zip starts the wizard, another the sorry page. */
export function ZipCodePage() {
  const intl = useIntl();
  return (
    <section className="container section coverage" aria-labelledby="zip-title">
      <div className="stack coverage__intro">
        <p className="coverage__eyebrow">
          <FormattedMessage id="coverage.zip.eyebrow" />
        </p>
        <h1 id="zip-title">
          <FormattedMessage id="zip.startApplication" />
        </h1>
        <p className="lead">
          <FormattedMessage id="coverage.zip.lead" />
        </p>
      </div>
      <Card
        variant="highlight"
        as="section"
        title={<FormattedMessage id="coverage.zip.formTitle" />}
        headingLevel={2}
      >
        <ZipForm />
      </Card>
      <section className="stack coverage__how" aria-labelledby="zip-how-title">
        <h2 id="zip-how-title">
          <FormattedMessage id="coverage.zip.how.title" />
        </h2>
        <ol className="coverage__steps">
          {Object.entries(steps).map(([key, message]) => (
            <li key={key}>
              <CheckIcon size={20} />
              <span>{intl.formatMessage(message)}</span>
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
