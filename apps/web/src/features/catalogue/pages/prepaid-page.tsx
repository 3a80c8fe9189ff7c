import { PREPAID, payGoOffer, ROUTES } from '@carrier/domain';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Await, useLoaderData } from 'react-router';
import { MessageList } from '../../../components/message-list/message-list';
import { carrier } from '../../../lib/api-client';
import { ClientSuspense } from '../../../lib/client-suspense';
import { deferred } from '../../../lib/deferred';
import { Fact, LinkButton, LoadingState } from '../../../ui';
import { type Catalogue, loadCatalogue } from '../api/load-catalogue';
import { PlanAllowanceList } from '../components/allowance';
import { LoadFailure } from '../components/load-failure';
import { Money } from '../components/money';
import { Period } from '../components/period';
import '../catalogue.css';

/** Plans and pricings (the pay-go plan's figures). */
export function prePaidLoader() {
  return { catalogue: deferred(() => loadCatalogue(carrier)) };
}

const STEPS = Object.values(
  defineMessages({
    one: { id: 'catalogue.prepaid.step1' },
    two: { id: 'catalogue.prepaid.step2' },
    three: { id: 'catalogue.prepaid.step3' },
    four: { id: 'catalogue.prepaid.step4' },
  }),
);

/**
 * `/PrePaidPage`: what prepaid is, the pay-go plan's price and allowances as the carrier has them, its overage, the
 * SIM and how to activate it. The description is in the HTML; the offer comes with the catalogue (preloaded by the
 * HTML) once the page's script runs, in a place held for it.
 */
export function PrePaidPage() {
  const { catalogue } = useLoaderData<ReturnType<typeof prePaidLoader>>();
  return (
    <div className="catalogue-page">
      <section className="band band--brand" aria-labelledby="prepaid-title">
        <div className="container section stack">
          <h1 id="prepaid-title">
            <FormattedMessage id="catalogue.prepaid.title" />
          </h1>
          <p className="lead">
            <FormattedMessage id="catalogue.prepaid.description" />
          </p>
          <div className="prepaid-offer">
            <ClientSuspense fallback={<LoadingState />}>
              <Await resolve={catalogue}>
                {(loaded: Awaited<typeof catalogue>) =>
                  loaded.error ? (
                    <LoadFailure operationId="listPlans" error={loaded.error} />
                  ) : (
                    <PayGoOffer catalogue={loaded.data} />
                  )
                }
              </Await>
            </ClientSuspense>
          </div>
          <div className="cluster">
            <LinkButton href={ROUTES.threeDollar} variant="secondary">
              <FormattedMessage id="catalogue.prepaid.buy" />
            </LinkButton>
          </div>
        </div>
      </section>
      <section className="container section grid" data-columns="2">
        <div className="stack">
          <h2>
            <FormattedMessage id="catalogue.prepaid.extrasTitle" />
          </h2>
          <dl className="facts">
            <Fact term={<FormattedMessage id="catalogue.prepaid.extraMinute" />}>
              <Money amount={PREPAID.overagePerMinute} />
            </Fact>
            <Fact term={<FormattedMessage id="catalogue.prepaid.extraText" />}>
              <Money amount={PREPAID.overagePerText} />
            </Fact>
            <Fact term={<FormattedMessage id="catalogue.prepaid.extraMb" />}>
              <Money amount={PREPAID.overagePerMb} />
            </Fact>
            <Fact term={<FormattedMessage id="catalogue.prepaid.sim" />}>
              <Money amount={PREPAID.simPrice} />
            </Fact>
          </dl>
          <p>
            <FormattedMessage
              id="catalogue.prepaid.activateWithin"
              values={{ days: PREPAID.activateWithinDays }}
            />
          </p>
        </div>
        <div className="stack">
          <h2>
            <FormattedMessage id="catalogue.prepaid.stepsTitle" />
          </h2>
          <MessageList ordered className="steps" messages={STEPS} />
          <div>
            <LinkButton href={ROUTES.activeSimCard}>
              <FormattedMessage id="catalogue.prepaid.activate" />
            </LinkButton>
          </div>
        </div>
      </section>
    </div>
  );
}

/** The pay-go plan's price and allowances, as the catalogue has them. */
function PayGoOffer({ catalogue }: { catalogue: Catalogue }) {
  const offer = payGoOffer(catalogue.plans, catalogue.pricings);
  if (!offer) return null;
  return (
    <div className="stack">
      <p className="lead">
        <FormattedMessage
          id="catalogue.prepaid.lead"
          values={{
            price: <Money amount={offer.pricing.discountedPrice ?? offer.pricing.price} />,
            period: <Period duration={offer.pricing.duration} unit={offer.pricing.durationUnit} />,
          }}
        />
      </p>
      <PlanAllowanceList plan={offer.plan} className="pill-list" />
    </div>
  );
}
