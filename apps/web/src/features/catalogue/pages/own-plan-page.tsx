import { effectivePrice, isAcpPlan } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { Await, useLoaderData } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { ClientSuspense } from '../../../lib/client-suspense';
import { deferred } from '../../../lib/deferred';
import { LoadingState, PageHeader } from '../../../ui';
import { type Catalogue, loadCatalogue } from '../api/load-catalogue';
import { LoadFailure } from '../components/load-failure';
import { PlanCard } from '../components/plan-card';
import '../catalogue.css';

/** Plans and pricings. */
export function ownPlanLoader() {
  return { catalogue: deferred(() => loadCatalogue(carrier)) };
}

/** `/OwnPlanPage`: every plan that is not a benefit plan, and more about our plans. */
export function OwnPlanPage() {
  const { catalogue } = useLoaderData<ReturnType<typeof ownPlanLoader>>();
  return (
    <div className="catalogue-page">
      <div className="container section stack" data-gap="lg">
        <PageHeader
          title={<FormattedMessage id="catalogue.ownPlan.title" />}
          lead={<FormattedMessage id="catalogue.ownPlan.lead" />}
        />
        <ClientSuspense
          fallback={
            <div className="data-placeholder">
              <LoadingState />
            </div>
          }
        >
          <Await resolve={catalogue}>
            {(loaded: Awaited<typeof catalogue>) =>
              loaded.error ? (
                <LoadFailure operationId="listPlans" error={loaded.error} />
              ) : (
                <PlanList catalogue={loaded.data} />
              )
            }
          </Await>
        </ClientSuspense>
        <section className="stack more-about" aria-labelledby="more-about-title">
          <h2 id="more-about-title">
            <FormattedMessage id="catalogue.ownPlan.moreTitle" />
          </h2>
          <p>
            <FormattedMessage id="catalogue.ownPlan.more1" />
          </p>
          <p>
            <FormattedMessage id="catalogue.ownPlan.more2" />
          </p>
          <p>
            <FormattedMessage id="catalogue.ownPlan.more3" />
          </p>
        </section>
      </div>
    </div>
  );
}

/** Every plan that is not a benefit plan, cheapest first. */
function PlanList({ catalogue: { plans, pricings } }: { catalogue: Catalogue }) {
  const cheapest = (planId: number) =>
    Math.min(...pricings.filter((pricing) => pricing.planId === planId).map(effectivePrice));
  const shown = plans.filter((plan) => !isAcpPlan(plan)).sort((a, b) => cheapest(a.id) - cheapest(b.id));
  return (
    <ul className="grid card-list">
      {shown.map((plan) => (
        <li key={plan.id}>
          <PlanCard
            plan={plan}
            pricings={pricings.filter((pricing) => pricing.planId === plan.id)}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}
