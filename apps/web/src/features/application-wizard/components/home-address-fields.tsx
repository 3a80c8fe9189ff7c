import { STATE_CODES, stateName } from '@carrier/domain';
import { useIntl } from 'react-intl';
import type { FieldBinding } from '../../../lib/forms/use-form';
import { ComboBox, TextField } from '../../../ui';

const STATE_OPTIONS = STATE_CODES.map((code) => ({ id: code, label: `${stateName(code)} (${code})` }));

/** A US address of the applicant (home or mailing): street, city, state and zip. */
export function HomeAddressFields({
  fields,
}: {
  fields: { address: FieldBinding; city: FieldBinding; state: FieldBinding; zipCode: FieldBinding };
}) {
  const intl = useIntl();
  return (
    <div className="grid" data-columns="2">
      <TextField
        {...fields.address}
        label={intl.formatMessage({ id: 'wizard.address.street' })}
        autoComplete="address-line1"
        isRequired
      />
      <TextField
        {...fields.city}
        label={intl.formatMessage({ id: 'wizard.address.city' })}
        autoComplete="address-level2"
        isRequired
      />
      <ComboBox
        label={intl.formatMessage({ id: 'wizard.address.state' })}
        items={STATE_OPTIONS}
        selectedKey={fields.state.value || null}
        onSelectionChange={(key) => fields.state.onChange(key ?? '')}
        errorMessage={fields.state.errorMessage}
        isRequired
      />
      <TextField
        {...fields.zipCode}
        label={intl.formatMessage({ id: 'wizard.address.zip' })}
        inputMode="numeric"
        autoComplete="postal-code"
        isRequired
      />
    </div>
  );
}
