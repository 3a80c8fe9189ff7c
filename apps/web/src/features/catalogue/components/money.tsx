import { FormattedNumber } from 'react-intl';

/** An amount in US dollars, in the page's language. */
export function Money({ amount }: { amount: number }) {
  return <FormattedNumber value={amount} style="currency" currency="USD" />;
}
