import { isAcpPlan } from '@carrier/domain';
import type { Plan } from '../../../lib/carrier/list-plans';
import type { PlanPricing } from '../api/list-plan-pricings';
import { PlanCard } from './plan-card';

/** The benefit plans (types acp and tribal) of the catalogue, as cards. */
export function AcpPlans({ plans, pricings }: { plans: readonly Plan[]; pricings: readonly PlanPricing[] }) {
  return (
    <ul className="grid card-list" data-columns="2">
      {plans.filter(isAcpPlan).map((plan, index) => (
        <li key={plan.id}>
          <PlanCard
            plan={plan}
            pricings={pricings.filter((pricing) => pricing.planId === plan.id)}
            highlight={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
