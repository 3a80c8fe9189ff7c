import { displayPricings, effectivePrice, isAcpPlan, planListingPath } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import type { Plan } from '../../../lib/carrier/list-plans';
import { Badge, Card, LinkButton } from '../../../ui';
import type { PlanPricing } from '../api/list-plan-pricings';
import { usePlanName } from '../hooks/use-plan-name';
import { PlanAllowanceList } from './allowance';
import { Money } from './money';
import { Period } from './period';

export interface PlanCardProps {
  plan: Plan;
  /** The pricings of this plan (any order); the cheapest is shown. */
  pricings: readonly PlanPricing[];
  highlight?: boolean;
  headingLevel?: 2 | 3;
}

/** A plan of the catalogue: allowances, its lowest price and period, and the way to buy it. */
export function PlanCard({ plan, pricings, highlight, headingLevel = 3 }: PlanCardProps) {
  const nameOf = usePlanName();
  const shown = [...displayPricings(plan, pricings)].sort((a, b) => effectivePrice(a) - effectivePrice(b));
  const first = shown[0];
  const priceId = first && 'id' in first ? first.id : undefined;
  return (
    <Card
      as="article"
      title={nameOf(plan)}
      headingLevel={headingLevel}
      variant={highlight ? 'highlight' : 'default'}
      className="plan-card"
      footer={
        <LinkButton href={planListingPath(plan, priceId)} isFullWidth>
          {isAcpPlan(plan) ? (
            <FormattedMessage id="common.applyNow" />
          ) : (
            <FormattedMessage id="catalogue.plan.buy" />
          )}
        </LinkButton>
      }
    >
      {first && (
        <p className="plan-card__price">
          {first.discountedPrice != null && (
            <s className="plan-card__was">
              <Money amount={first.price} />
            </s>
          )}
          <span className="plan-card__amount">
            <Money amount={effectivePrice(first)} />
          </span>
          <span className="plan-card__period">
            {' / '}
            <Period duration={first.duration} unit={first.durationUnit} />
          </span>
        </p>
      )}
      {highlight && (
        <Badge tone="accent">
          <FormattedMessage id="catalogue.plan.popular" />
        </Badge>
      )}
      <PlanAllowanceList plan={plan} className="plan-card__features" dataFirst />
    </Card>
  );
}
