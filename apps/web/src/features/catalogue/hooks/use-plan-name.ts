import { planTitle } from '@carrier/domain';
import { useIntl } from 'react-intl';
import type { Plan } from '../../../lib/carrier/list-plans';

/** What the page calls a plan (domain `planTitle`): the pay-go plan by what it is and its monthly cost. */
export function usePlanName(): (plan: Pick<Plan, 'name' | 'type' | 'costPerMonth'>) => string {
  const intl = useIntl();
  return (plan) => {
    const title = planTitle(plan);
    if (title.kind === 'named') return title.name;
    const price = intl.formatNumber(title.costPerMonth, { style: 'currency', currency: 'USD' });
    return intl.formatMessage({ id: 'catalogue.plan.payGoName' }, { price });
  };
}
