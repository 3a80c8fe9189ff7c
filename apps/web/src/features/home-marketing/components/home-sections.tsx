import { ROUTES } from '@carrier/domain';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Accordion, Card, GlobeIcon, LinkButton, PhoneIcon, SignalIcon, SimCardIcon } from '../../../ui';
import { ZipBox } from './zip-box';

const features = [
  {
    icon: SignalIcon,
    text: defineMessages({
      title: { id: 'home.feature.network.title' },
      body: { id: 'home.feature.network.body' },
    }),
  },
  {
    icon: SimCardIcon,
    text: defineMessages({
      title: { id: 'home.feature.byop.title' },
      body: { id: 'home.feature.byop.body' },
    }),
  },
  {
    icon: PhoneIcon,
    text: defineMessages({
      title: { id: 'home.feature.contract.title' },
      body: { id: 'home.feature.contract.body' },
    }),
  },
  {
    icon: GlobeIcon,
    text: defineMessages({
      title: { id: 'home.feature.international.title' },
      body: { id: 'home.feature.international.body' },
    }),
  },
];

/** Why choose us: four feature cards. */
export function FeatureCards() {
  return (
    <section className="container section stack" aria-labelledby="features-title">
      <h2 id="features-title">
        <FormattedMessage id="home.features.title" />
      </h2>
      <ul className="grid home-cards" data-columns="4">
        {features.map(({ icon: Icon, text }) => (
          <li key={text.title.id}>
            <Card title={<FormattedMessage {...text.title} />}>
              <Icon size={32} className="home-cards__icon" />
              <p>
                <FormattedMessage {...text.body} />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

const steps = [
  defineMessages({ title: { id: 'home.how.step1.title' }, body: { id: 'home.how.step1.body' } }),
  defineMessages({ title: { id: 'home.how.step2.title' }, body: { id: 'home.how.step2.body' } }),
  defineMessages({ title: { id: 'home.how.step3.title' }, body: { id: 'home.how.step3.body' } }),
  defineMessages({ title: { id: 'home.how.step4.title' }, body: { id: 'home.how.step4.body' } }),
];

/** How it works, in four steps. */
export function HowItWorks() {
  return (
    <section className="band-sunken" aria-labelledby="how-title">
      <div className="container section stack">
        <h2 id="how-title">
          <FormattedMessage id="home.how.title" />
        </h2>
        <ol className="grid home-steps" data-columns="4">
          {steps.map((step, index) => (
            <li key={step.title.id} className="home-steps__step">
              <span className="home-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <FormattedMessage {...step.title} />
              </h3>
              <p>
                <FormattedMessage {...step.body} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const savings = [
  defineMessages({ title: { id: 'home.savings.free.title' }, body: { id: 'home.savings.free.body' } }),
  defineMessages({ title: { id: 'home.savings.longer.title' }, body: { id: 'home.savings.longer.body' } }),
  defineMessages({ title: { id: 'home.savings.phone.title' }, body: { id: 'home.savings.phone.body' } }),
];

/** Ways to save: three cards. */
export function SavingsCards() {
  return (
    <section className="container section stack" aria-labelledby="savings-title">
      <h2 id="savings-title">
        <FormattedMessage id="home.savings.title" />
      </h2>
      <ul className="grid home-cards">
        {savings.map((card) => (
          <li key={card.title.id}>
            <Card title={<FormattedMessage {...card.title} />} variant="highlight">
              <p>
                <FormattedMessage {...card.body} />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The coverage check band: the zip box. */
export function CoverageBand() {
  return (
    <section className="band-brand" aria-labelledby="coverage-title">
      <div className="container section home-coverage">
        <div className="stack" data-gap="sm">
          <h2 id="coverage-title">
            <FormattedMessage id="home.zip.title" />
          </h2>
          <p>
            <FormattedMessage id="home.zip.lead" />
          </p>
        </div>
        <ZipBox />
      </div>
    </section>
  );
}

const faq = [
  defineMessages({ q: { id: 'home.faq.q1' }, a: { id: 'home.faq.a1' } }),
  defineMessages({ q: { id: 'home.faq.q2' }, a: { id: 'home.faq.a2' } }),
  defineMessages({ q: { id: 'home.faq.q3' }, a: { id: 'home.faq.a3' } }),
  defineMessages({ q: { id: 'home.faq.q4' }, a: { id: 'home.faq.a4' } }),
  defineMessages({ q: { id: 'home.faq.q5' }, a: { id: 'home.faq.a5' } }),
  defineMessages({ q: { id: 'home.faq.q6' }, a: { id: 'home.faq.a6' } }),
];

/** Six common questions, and the way to the full FAQ. */
export function HomeFaq() {
  const intl = useIntl();
  return (
    <section className="container section stack home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">
        <FormattedMessage id="home.faq.title" />
      </h2>
      <Accordion
        items={faq.map((item) => ({
          id: item.q.id,
          title: intl.formatMessage(item.q),
          content: <p>{intl.formatMessage(item.a)}</p>,
        }))}
      />
      <div>
        <LinkButton href={ROUTES.faq} variant="secondary">
          <FormattedMessage id="home.faq.more" />
        </LinkButton>
      </div>
    </section>
  );
}
