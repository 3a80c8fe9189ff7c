import { ROUTES } from '@carrier/domain';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Accordion, LinkButton, PageHeader, Tabs } from '../../../ui';
import '../help.css';

/** The FAQ by topic: a tab each, its questions and answers (spec 000 §1 FAQ facts). */
const TOPICS = {
  start: {
    title: defineMessage({ id: 'help.faq.start.title' }),
    items: [
      defineMessages({ q: { id: 'help.faq.start.q1' }, a: { id: 'help.faq.start.a1' } }),
      defineMessages({ q: { id: 'help.faq.start.q2' }, a: { id: 'help.faq.start.a2' } }),
      defineMessages({ q: { id: 'help.faq.start.q3' }, a: { id: 'help.faq.start.a3' } }),
      defineMessages({ q: { id: 'help.faq.start.q4' }, a: { id: 'help.faq.start.a4' } }),
    ],
  },
  account: {
    title: defineMessage({ id: 'help.faq.account.title' }),
    items: [
      defineMessages({ q: { id: 'help.faq.account.q1' }, a: { id: 'help.faq.account.a1' } }),
      defineMessages({ q: { id: 'help.faq.account.q2' }, a: { id: 'help.faq.account.a2' } }),
      defineMessages({ q: { id: 'help.faq.account.q3' }, a: { id: 'help.faq.account.a3' } }),
      defineMessages({ q: { id: 'help.faq.account.q4' }, a: { id: 'help.faq.account.a4' } }),
    ],
  },
  plans: {
    title: defineMessage({ id: 'help.faq.plans.title' }),
    items: [
      defineMessages({ q: { id: 'help.faq.plans.q1' }, a: { id: 'help.faq.plans.a1' } }),
      defineMessages({ q: { id: 'help.faq.plans.q2' }, a: { id: 'help.faq.plans.a2' } }),
      defineMessages({ q: { id: 'help.faq.plans.q3' }, a: { id: 'help.faq.plans.a3' } }),
      defineMessages({ q: { id: 'help.faq.plans.q4' }, a: { id: 'help.faq.plans.a4' } }),
    ],
  },
  international: {
    title: defineMessage({ id: 'help.faq.international.title' }),
    items: [
      defineMessages({ q: { id: 'help.faq.international.q1' }, a: { id: 'help.faq.international.a1' } }),
      defineMessages({ q: { id: 'help.faq.international.q2' }, a: { id: 'help.faq.international.a2' } }),
      defineMessages({ q: { id: 'help.faq.international.q3' }, a: { id: 'help.faq.international.a3' } }),
    ],
  },
  coverage: {
    title: defineMessage({ id: 'help.faq.coverage.title' }),
    items: [
      defineMessages({ q: { id: 'help.faq.coverage.q1' }, a: { id: 'help.faq.coverage.a1' } }),
      defineMessages({ q: { id: 'help.faq.coverage.q2' }, a: { id: 'help.faq.coverage.a2' } }),
      defineMessages({ q: { id: 'help.faq.coverage.q3' }, a: { id: 'help.faq.coverage.a3' } }),
    ],
  },
};

/** `/FrequentlyAskedQuestionsPage`: five topics as tabs, each an accordion of questions. */
export function FaqPage() {
  const intl = useIntl();
  return (
    <div className="container section stack" data-gap="lg">
      <PageHeader
        title={<FormattedMessage id="help.faq.title" />}
        lead={<FormattedMessage id="help.faq.lead" />}
      />
      <Tabs
        label={intl.formatMessage({ id: 'help.faq.tabs' })}
        className="faq-tabs"
        items={Object.entries(TOPICS).map(([id, topic]) => ({
          id,
          title: intl.formatMessage(topic.title),
          content: (
            <Accordion
              headingLevel={2}
              items={topic.items.map((item) => ({
                id: item.q.id,
                title: intl.formatMessage(item.q),
                content: <p>{intl.formatMessage(item.a)}</p>,
              }))}
            />
          ),
        }))}
      />
      <div>
        <LinkButton href={ROUTES.contactUs} variant="secondary">
          <FormattedMessage id="help.faq.contact" />
        </LinkButton>
      </div>
    </div>
  );
}
