import { PREPAID, payGoOffer, ROUTES } from '@carrier/domain';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useLoaderData } from 'react-router';
import { MessageList } from '../../../components/message-list/message-list';
import { carrier } from '../../../lib/api-client';
import { LinkButton } from '../../../ui';
import { loadCatalogue } from '../api/load-catalogue';
import { DataAllowance, MinutesAllowance, TextsAllowance } from '../components/allowance';
import { LoadFailure } from '../components/load-failure';
import { Money } from '../components/money';
import { Period } from '../components/period';
import '../catalogue.css';

/** Plans and pricings (the pay-go plan's figures). */
export function prePaidLoader() {
  return loadCatalogue(carrier);
}

const STEPS = Object.values(
  defineMessages({
    one: { id: 'catalogue.prepaid.step1' },
    two: { id: 'catalogue.prepaid.step2' },
    three: { id: 'catalogue.prepaid.step3' },
    four: { id: 'catalogue.prepaid.step4' },
  }),
);

/** `/PrePaidPage`: the prepaid plan, its overage, the SIM and how to activate it. */
export function PrePaidPage() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof prePaidLoader>>>();
  if (loaded.error) return <LoadFailure operationId="listPlans" error={loaded.error} />;
  const offer = payGoOffer(loaded.data.plans, loaded.data.pricings);
  return (
    <div className="catalogue-page">
      <section className="band band--brand" aria-labelledby="prepaid-title">
        <div className="container section stack">
          <h1 id="prepaid-title">
            <FormattedMessage id="catalogue.prepaid.title" />
          </h1>
          {offer && (
            <p className="lead">
              <FormattedMessage
                id="catalogue.prepaid.lead"
                values={{
                  price: <Money amount={offer.pricing.discountedPrice ?? offer.pricing.price} />,
                  period: <Period duration={offer.pricing.duration} unit={offer.pricing.durationUnit} />,
                }}
              />
            </p>
          )}
          {offer && (
            <ul className="pill-list">
              <li>
                <MinutesAllowance minutes={offer.plan.callMinutes} />
              </li>
              <li>
                <TextsAllowance texts={offer.plan.sms} />
              </li>
              <li>
                <DataAllowance megabytes={offer.plan.bandwidth} />
              </li>
            </ul>
          )}
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
            <div>
              <dt>
                <FormattedMessage id="catalogue.prepaid.extraMinute" />
              </dt>
              <dd>
                <Money amount={PREPAID.overagePerMinute} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="catalogue.prepaid.extraText" />
              </dt>
              <dd>
                <Money amount={PREPAID.overagePerText} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="catalogue.prepaid.extraMb" />
              </dt>
              <dd>
                <Money amount={PREPAID.overagePerMb} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="catalogue.prepaid.sim" />
              </dt>
              <dd>
                <Money amount={PREPAID.simPrice} />
              </dd>
            </div>
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
