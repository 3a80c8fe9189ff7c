import { useIntl } from 'react-intl';
import type { FieldBinding } from '../../../lib/forms/use-form';
import { TextField } from '../../../ui';

/** The e-mail a guest buys with (a subscriber buys as the account and is not asked). */
export function GuestEmailField(field: FieldBinding) {
  const intl = useIntl();
  return (
    <TextField
      {...field}
      type="email"
      autoComplete="email"
      label={intl.formatMessage({ id: 'catalogue.summary.email' })}
      isRequired
    />
  );
}
