import { isAcpPlan, ROUTES } from '@carrier/domain';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { carrier } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ArrowLeftIcon, ArrowRightIcon, LinkButton, LoadingState } from '../../../ui';
import { type Catalogue, loadCatalogue } from '../api/load-catalogue';
import { PlanCard } from './plan-card';
import '../catalogue.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

/**
 * The home page's carousel of benefit plans (types acp and tribal, from the catalogue) and 'see all plans'.
 * A scrolling row: arrows move it a card at a time, and every card stays reachable by Tab.
 */
export function AcpPlansCarousel() {
  const intl = useIntl();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const errorText = useCarrierErrorText();
  const track = useRef<HTMLUListElement>(null);
  useEffect(() => {
    let current = true;
    void loadCatalogue(carrier).then((result) => {
      if (!current) return;
      if (result.error) toast(errorText('listPlans', result.error), 'error');
      else setCatalogue(result.data);
    });
    return () => {
      current = false;
    };
  }, [errorText]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    const card = element?.querySelector('li');
    if (!element || !card) return;
    element.scrollBy({ left: direction * (card.getBoundingClientRect().width + 24), behavior: 'smooth' });
  };

  const plans = catalogue?.plans.filter(isAcpPlan) ?? [];
  return (
    <section className="container section stack" aria-labelledby="acp-plans-title">
      <div className="cluster" data-justify="between">
        <h2 id="acp-plans-title">
          <FormattedMessage id="catalogue.acpCarousel.title" />
        </h2>
        <div className="cluster">
          <button
            type="button"
            className="carousel-arrow"
            onClick={() => move(-1)}
            aria-label={intl.formatMessage({ id: 'catalogue.acpCarousel.previous' })}
          >
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            className="carousel-arrow"
            onClick={() => move(1)}
            aria-label={intl.formatMessage({ id: 'catalogue.acpCarousel.next' })}
          >
            <ArrowRightIcon />
          </button>
        </div>
      </div>
      {catalogue === null ? (
        <LoadingState />
      ) : (
        <ul className="plan-track" ref={track}>
          {plans.map((plan, index) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                pricings={catalogue.pricings.filter((pricing) => pricing.planId === plan.id)}
                highlight={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <LinkButton href={ROUTES.ownPlan} variant="secondary">
          <FormattedMessage id="catalogue.acpCarousel.seeAll" />
        </LinkButton>
      </div>
    </section>
  );
}
