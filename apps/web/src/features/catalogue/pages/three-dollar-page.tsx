import { PREPAID, payGoOffer, threeDollarPlanOutcome } from '@carrier/domain';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Await, useLoaderData, useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { ClientSuspense } from '../../../lib/client-suspense';
import { deferred } from '../../../lib/deferred';
import { toast } from '../../../lib/toast';
import { Button, Card } from '../../../ui';
import { type Catalogue, loadCatalogue } from '../api/load-catalogue';
import { AddonPicker } from '../components/addon-picker';
import { PlanAllowanceList } from '../components/allowance';
import { LoadFailure } from '../components/load-failure';
import { Money } from '../components/money';
import { Period } from '../components/period';
import '../catalogue.css';
import { usePlanName } from '../hooks/use-plan-name';

/** Plans, pricings and add-ons. */
export function threeDollarLoader() {
  return { catalogue: deferred(() => loadCatalogue(carrier, { withAddons: true })) };
}

/** `/ThreeDollarMonPage`: the pay-as-you-go plan with 'Buy Now', and the add-on picker at `#addons`. */
export function ThreeDollarPage() {
  const { catalogue } = useLoaderData<ReturnType<typeof threeDollarLoader>>();
  const [addonId, setAddonId] = useState<string | null>(null);
  return (
    <div className="catalogue-page">
      <section className="band band--brand" aria-labelledby="paygo-title">
        <div className="container section offer">
          <div className="stack">
            <p className="eyebrow">
              <FormattedMessage id="catalogue.paygo.eyebrow" />
            </p>
            <h1 id="paygo-title">
              <FormattedMessage id="catalogue.paygo.title" />
            </h1>
            <p className="lead">
              <FormattedMessage id="catalogue.paygo.lead" />
            </p>
          </div>
          <ClientSuspense fallback={<OfferCardPlaceholder />}>
            <Await resolve={catalogue}>
              {(loaded: Awaited<typeof catalogue>) =>
                loaded.error ? (
                  <LoadFailure operationId="listPlans" error={loaded.error} />
                ) : (
                  <OfferCard catalogue={loaded.data} addonId={addonId} />
                )
              }
            </Await>
          </ClientSuspense>
        </div>
      </section>
      <section className="container section stack" aria-labelledby="paygo-how">
        <h2 id="paygo-how">
          <FormattedMessage id="catalogue.paygo.howTitle" />
        </h2>
        <ul className="grid checklist">
          <li>
            <FormattedMessage
              id="catalogue.paygo.how.overage"
              values={{
                minute: <Money amount={PREPAID.overagePerMinute} />,
                text: <Money amount={PREPAID.overagePerText} />,
                mb: <Money amount={PREPAID.overagePerMb} />,
              }}
            />
          </li>
          <li>
            <FormattedMessage
              id="catalogue.paygo.how.sim"
              values={{ price: <Money amount={PREPAID.simPrice} /> }}
            />
          </li>
          <li>
            <FormattedMessage
              id="catalogue.paygo.how.activate"
              values={{ days: PREPAID.activateWithinDays }}
            />
          </li>
        </ul>
      </section>
      <ClientSuspense fallback={null}>
        <Await resolve={catalogue}>
          {(loaded: Awaited<typeof catalogue>) =>
            loaded.data && (
              <div className="band band--sunken">
                <div className="container section">
                  <AddonPicker addons={loaded.data.addons} chosen={addonId} onChange={setAddonId} />
                </div>
              </div>
            )
          }
        </Await>
      </ClientSuspense>
    </div>
  );
}

/**
 * The offer card's place while the catalogue comes (in the HTML, and until the page's script has it): the card's own
 * lines, its figures as grey bars, so nothing moves when they come (the hero's text is centred beside the card).
 */
function OfferCardPlaceholder() {
  return (
    <Card
      className="offer__card offer__card--loading"
      headingLevel={2}
      title={<FormattedMessage id="ui.loading" />}
    >
      <div className="stack" aria-hidden="true">
        <p className="plan-card__price">
          <span className="plan-card__amount">{NO_BREAK}</span>
        </p>
        <ul className="plan-card__features">
          <li>{NO_BREAK}</li>
          <li>{NO_BREAK}</li>
          <li>{NO_BREAK}</li>
        </ul>
      </div>
      <div aria-hidden="true">
        <Button isDisabled isFullWidth size="lg">
          <FormattedMessage id="paygo.buyNow" />
        </Button>
      </div>
    </Card>
  );
}

const NO_BREAK = '\u00a0';

/** The pay-go plan's card with 'Buy Now' (with the add-on chosen below, if any). */
function OfferCard({
  catalogue: { plans, pricings },
  addonId,
}: {
  catalogue: Catalogue;
  addonId: string | null;
}) {
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const offer = payGoOffer(plans, pricings);
  const nameOf = usePlanName();

  const buy = () => {
    const outcome = threeDollarPlanOutcome(plans, pricings, addonId);
    if (outcome.kind === 'toast') toast(noticeText(outcome.message), 'error');
    else navigate(outcome.path);
  };

  return (
    <Card className="offer__card" headingLevel={2} title={offer && nameOf(offer.plan)}>
      {offer ? (
        <div className="stack">
          <p className="plan-card__price">
            <span className="plan-card__amount">
              <Money amount={offer.pricing.discountedPrice ?? offer.pricing.price} />
            </span>
            <span className="plan-card__period">
              {' / '}
              <Period duration={offer.pricing.duration} unit={offer.pricing.durationUnit} />
            </span>
          </p>
          <PlanAllowanceList plan={offer.plan} className="plan-card__features" />
        </div>
      ) : (
        <p>
          <FormattedMessage id="catalogue.paygo.unavailable" />
        </p>
      )}
      <Button onPress={buy} isFullWidth size="lg">
        <FormattedMessage id="paygo.buyNow" />
      </Button>
    </Card>
  );
}
