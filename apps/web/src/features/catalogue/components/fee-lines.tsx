import type { PurchaseBreakdown } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { Fact, Spinner } from '../../../ui';
import { Money } from './money';

export interface FeeLinesProps {
  breakdown: PurchaseBreakdown;
  isLoading: boolean;
  /** Which lines apply: the plan summary shows the plan, SIM and shipping; the add-on summary the add-on. */
  lines: readonly ('plan' | 'sim' | 'shipping' | 'surcharge')[];
  planLabel: string;
  /** How many packs the plan label names (the plan and an add-on bought with it): more than that are counted. */
  labelledPacks?: number;
  /** A problem is shown that says why there is no total (the carrier refused the quote): no hint then (N-9). */
  explained?: boolean;
}

/** The live price quote: fee lines and the total (a dash while there is no quote), announced as it changes. */
export function FeeLines({
  breakdown,
  isLoading,
  lines,
  planLabel,
  labelledPacks = 1,
  explained = false,
}: FeeLinesProps) {
  const quoted = breakdown.total !== null;
  const amount = (value: number) => (quoted ? <Money amount={value} /> : '—');
  return (
    <div className="fee-lines" aria-live="polite" aria-busy={isLoading || undefined}>
      <dl>
        {lines.includes('plan') && (
          <Fact
            term={
              <>
                {planLabel}
                {breakdown.simPlanQuantity > labelledPacks && ` × ${breakdown.simPlanQuantity}`}
              </>
            }
          >
            {amount(breakdown.simPlan)}
          </Fact>
        )}
        {lines.includes('sim') && (
          <Fact term={<FormattedMessage id="catalogue.fees.sim" />}>{amount(breakdown.sim)}</Fact>
        )}
        {lines.includes('shipping') && (
          <Fact term={<FormattedMessage id="catalogue.fees.shipping" />}>{amount(breakdown.shipping)}</Fact>
        )}
        {lines.includes('surcharge') && (
          <Fact term={<FormattedMessage id="catalogue.fees.surcharge" />}>{amount(breakdown.surcharge)}</Fact>
        )}
        <div className="fee-lines__total">
          <dt>
            <FormattedMessage id="catalogue.fees.total" />
          </dt>
          <dd data-testid="quote-total">
            {breakdown.total === null ? '—' : <Money amount={breakdown.total} />}
          </dd>
        </div>
      </dl>
      {isLoading && <Spinner size="sm" />}
      {!quoted && !isLoading && !explained && (
        <p className="fee-lines__hint">
          {lines.includes('shipping') ? (
            <FormattedMessage id="catalogue.fees.needAddress" />
          ) : (
            <FormattedMessage id="catalogue.fees.needWhereUsed" />
          )}
        </p>
      )}
    </div>
  );
}
