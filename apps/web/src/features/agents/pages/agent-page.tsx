import { ACP_STATES, stateName } from '@carrier/domain';
import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';
import { MessageList } from '../../../components/message-list/message-list';
import { whenVisible } from '../../../lib/when-visible';
import { Card, LinkButton } from '../../../ui';
import { agentSignupUrl } from '../agent-links';
import '../agents.css';

// Below a phone's first screen, and most of the page's script (every state's shape): it comes as it nears it.
const CoverageMap = whenVisible('coverage-map', () =>
  import('../components/coverage-map').then((module) => module.CoverageMap),
);

/** The most an agent can earn a month, as the recruitment page claims it (spec 000 §1). */
const MONTHLY_EARNINGS = 5000;

const steps = [
  defineMessages({ title: { id: 'agents.step1.title' }, body: { id: 'agents.step1.body' } }),
  defineMessages({ title: { id: 'agents.step2.title' }, body: { id: 'agents.step2.body' } }),
  defineMessages({ title: { id: 'agents.step3.title' }, body: { id: 'agents.step3.body' } }),
];

const requirements = Object.values(
  defineMessages({
    phone: { id: 'agents.requirement.phone' },
    motivation: { id: 'agents.requirement.motivation' },
    communication: { id: 'agents.requirement.communication' },
    sales: { id: 'agents.requirement.sales' },
    transport: { id: 'agents.requirement.transport' },
  }),
);

/** `/AgentPage` and `/SignupMasterAgent`: agent recruitment, the steps, requirements and the coverage map. */
export function AgentPage() {
  return (
    <div className="agents-page">
      <section className="band band--brand agents-hero" aria-labelledby="agents-title">
        <div className="container section stack">
          <p className="eyebrow">
            <FormattedMessage id="agents.eyebrow" />
          </p>
          <h1 id="agents-title">
            <FormattedMessage
              id="agents.title"
              values={{
                amount: (
                  <FormattedNumber
                    value={MONTHLY_EARNINGS}
                    style="currency"
                    currency="USD"
                    maximumFractionDigits={0}
                  />
                ),
              }}
            />
          </h1>
          <p className="lead">
            <FormattedMessage id="agents.lead" />
          </p>
          <div>
            <LinkButton
              href={agentSignupUrl}
              variant="secondary"
              size="lg"
              target="_blank"
              rel="noopener noreferrer"
            >
              <FormattedMessage id="agents.apply" />
            </LinkButton>
          </div>
        </div>
      </section>
      <section className="container section stack" aria-labelledby="agents-steps-title">
        <h2 id="agents-steps-title">
          <FormattedMessage id="agents.stepsTitle" />
        </h2>
        <ol className="grid agents-steps">
          {steps.map((step, index) => (
            <li key={step.title.id}>
              <Card title={<FormattedMessage {...step.title} />} headingLevel={3}>
                <span className="agents-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <p>
                  <FormattedMessage {...step.body} />
                </p>
              </Card>
            </li>
          ))}
        </ol>
        <p className="agents-note">
          <FormattedMessage id="agents.noCaps" />
        </p>
      </section>
      <section className="band band--sunken" aria-labelledby="agents-requirements-title">
        <div className="container section stack">
          <h2 id="agents-requirements-title">
            <FormattedMessage id="agents.requirementsTitle" />
          </h2>
          <MessageList className="checklist agents-requirements" messages={requirements} />
        </div>
      </section>
      <section className="container section stack" aria-labelledby="agents-map-title">
        <h2 id="agents-map-title">
          <FormattedMessage id="agents.mapTitle" />
        </h2>
        <p>
          <FormattedMessage id="agents.mapLead" />
        </p>
        <CoverageMap />
        <h3 id="agents-list-title">
          <FormattedMessage id="agents.listTitle" values={{ count: ACP_STATES.length }} />
        </h3>
        <ul className="agents-state-list" aria-labelledby="agents-list-title">
          {ACP_STATES.map((code) => (
            <li key={code} id={`covered-${code}`}>
              <abbr title={stateName(code)}>{code}</abbr> <span>{stateName(code)}</span>
            </li>
          ))}
        </ul>
        <div>
          <LinkButton href={agentSignupUrl} size="lg" target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="agents.apply" />
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
