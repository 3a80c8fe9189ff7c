import { ACP, ROUTES } from '@carrier/domain';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Await, useLoaderData } from 'react-router';
import { MessageList } from '../../../components/message-list/message-list';
import { carrier } from '../../../lib/api-client';
import { ClientSuspense } from '../../../lib/client-suspense';
import { deferred } from '../../../lib/deferred';
import { LinkButton, LoadingState } from '../../../ui';
import { loadCatalogue } from '../api/load-catalogue';
import { AcpPlans } from '../components/acp-plans';
import '../catalogue.css';

/** The benefit plans shown beside the explanation. */
export function acpLoader() {
  return { catalogue: deferred(() => loadCatalogue(carrier)) };
}

const programs = Object.values(
  defineMessages({
    snap: { id: 'catalogue.acp.program.snap' },
    medicaid: { id: 'catalogue.acp.program.medicaid' },
    ssi: { id: 'catalogue.acp.program.ssi' },
    housing: { id: 'catalogue.acp.program.housing' },
    wic: { id: 'catalogue.acp.program.wic' },
    pension: { id: 'catalogue.acp.program.pension' },
    lunch: { id: 'catalogue.acp.program.lunch' },
    pell: { id: 'catalogue.acp.program.pell' },
    tribal: { id: 'catalogue.acp.program.tribal' },
  }),
);

const documents = Object.values(
  defineMessages({
    identity: { id: 'catalogue.acp.document.identity' },
    address: { id: 'catalogue.acp.document.address' },
    benefit: { id: 'catalogue.acp.document.benefit' },
  }),
);

/** `/ACPPage`: what the benefit is, who qualifies, its rules and documents, and 'Apply now'. */
export function AcpPage() {
  const { catalogue } = useLoaderData<ReturnType<typeof acpLoader>>();
  return (
    <div className="catalogue-page">
      <section className="band band--brand" aria-labelledby="acp-title">
        <div className="container section stack">
          <p className="eyebrow">
            <FormattedMessage id="catalogue.acp.eyebrow" />
          </p>
          <h1 id="acp-title">
            <FormattedMessage id="catalogue.acp.title" />
          </h1>
          <p className="lead">
            <FormattedMessage id="catalogue.acp.lead" values={{ percent: ACP.incomeLimitPercent }} />
          </p>
          <div>
            <LinkButton href={ROUTES.zipCode} variant="secondary" size="lg">
              <FormattedMessage id="common.applyNow" />
            </LinkButton>
          </div>
        </div>
      </section>
      <section className="container section grid" data-columns="2">
        <div className="stack">
          <h2>
            <FormattedMessage id="catalogue.acp.whoTitle" />
          </h2>
          <p>
            <FormattedMessage id="catalogue.acp.income" values={{ percent: ACP.incomeLimitPercent }} />
          </p>
          <p>
            <FormattedMessage id="catalogue.acp.programsIntro" />
          </p>
          <MessageList className="checklist" messages={programs} />
        </div>
        <div className="stack">
          <h2>
            <FormattedMessage id="catalogue.acp.documentsTitle" />
          </h2>
          <MessageList className="checklist" messages={documents} />
          <h2>
            <FormattedMessage id="catalogue.acp.rulesTitle" />
          </h2>
          <ul className="checklist">
            <li>
              <FormattedMessage id="catalogue.acp.rule.usage" values={{ days: ACP.usageDays }} />
            </li>
            <li>
              <FormattedMessage id="catalogue.acp.rule.transfer" />
            </li>
            <li>
              <FormattedMessage id="catalogue.acp.rule.household" />
            </li>
            <li>
              <FormattedMessage id="catalogue.acp.rule.proof" />
            </li>
          </ul>
        </div>
      </section>
      <ClientSuspense
        fallback={
          <div className="data-placeholder">
            <LoadingState />
          </div>
        }
      >
        <Await resolve={catalogue}>
          {(loaded: Awaited<typeof catalogue>) =>
            loaded.data && (
              <section className="band band--sunken" aria-labelledby="acp-plans-title">
                <div className="container section stack">
                  <h2 id="acp-plans-title">
                    <FormattedMessage id="catalogue.acp.plansTitle" />
                  </h2>
                  <AcpPlans plans={loaded.data.plans} pricings={loaded.data.pricings} />
                </div>
              </section>
            )
          }
        </Await>
      </ClientSuspense>
    </div>
  );
}
