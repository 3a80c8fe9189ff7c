import type { PurchaseBreakdown } from '@carrier/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Card } from '../../../ui';
import { FeeLines, type FeeLinesProps } from './fee-lines';

/** Where the purchase step stands (`usePurchaseStep`). */
export interface OrderCardState {
  breakdown: PurchaseBreakdown;
  isLoading: boolean;
  problem: string | undefined;
  isBuying: boolean;
}

type OrderCardProps = OrderCardState &
  Pick<FeeLinesProps, 'lines' | 'planLabel' | 'labelledPacks'> & { titleId: string };

/** A summary page's side card: the fee lines and total, what went wrong, and 'Buy now' (off until there is a total). */
export function OrderCard({
  titleId,
  breakdown,
  isLoading,
  problem,
  isBuying,
  lines,
  planLabel,
  labelledPacks,
}: OrderCardProps) {
  const intl = useIntl();
  return (
    <aside className="summary__side" aria-labelledby={titleId}>
      <Card
        title={<span id={titleId}>{intl.formatMessage({ id: 'catalogue.summary.order' })}</span>}
        headingLevel={2}
      >
        <FeeLines
          breakdown={breakdown}
          isLoading={isLoading}
          lines={lines}
          planLabel={planLabel}
          labelledPacks={labelledPacks}
          explained={Boolean(problem)}
        />
        {problem && <Alert tone="warning">{problem}</Alert>}
        <Button
          type="submit"
          size="lg"
          isFullWidth
          isPending={isBuying}
          isDisabled={isLoading || breakdown.total === null}
        >
          <FormattedMessage id="purchase.buyNow" />
        </Button>
      </Card>
    </aside>
  );
}
