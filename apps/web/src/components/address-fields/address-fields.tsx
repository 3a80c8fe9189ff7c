import { COUNTRIES, COUNTRY_CODES, STATE_CODES, stateInputKind, stateName } from '@carrier/domain';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { FieldBinding } from '../../lib/forms/use-form';
import { ComboBox, TextField } from '../../ui';

/** The address fields a form binds; a form without one of them (no country, no second line) leaves it out. */
export interface AddressBindings {
  country?: FieldBinding;
  state: FieldBinding;
  city: FieldBinding;
  zip: FieldBinding & { onBlur?: () => void };
  address1: FieldBinding;
  address2?: FieldBinding;
}

/** Country names in the page's language (the domain's list gives the codes). */
function useCountryOptions() {
  const intl = useIntl();
  return useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({
        id: code,
        label: intl.formatDisplayName(code, { type: 'region' }) ?? COUNTRIES[code].name,
      })).sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [intl],
  );
}

const labels = defineMessages({
  country: { id: 'address.country' },
  state: { id: 'address.state' },
  city: { id: 'address.city' },
  zip: { id: 'address.zip' },
  line1: { id: 'address.line1' },
  line2: { id: 'address.line2' },
});

const STATE_OPTIONS = STATE_CODES.map((code) => ({ id: code, label: `${stateName(code)} (${code})` }));

/**
 * A postal address: country, state (a US-state list for the United States or no country yet, free text
 * elsewhere: spec 000 §3), city, zip and address lines.
 */
export function AddressFields({ fields, countryFixed }: { fields: AddressBindings; countryFixed?: string }) {
  const intl = useIntl();
  const countries = useCountryOptions();
  const label = (key: keyof typeof labels) => intl.formatMessage(labels[key]);
  const country = fields.country?.value ?? countryFixed ?? '';
  return (
    <div className="grid" data-columns="2">
      {fields.country && (
        <ComboBox
          label={label('country')}
          items={countries}
          selectedKey={fields.country.value || null}
          onSelectionChange={(key) => fields.country?.onChange(key ?? '')}
          errorMessage={fields.country.errorMessage}
          isRequired
        />
      )}
      {stateInputKind(country) === 'us-state-dropdown' ? (
        <ComboBox
          label={label('state')}
          items={STATE_OPTIONS}
          selectedKey={fields.state.value || null}
          onSelectionChange={(key) => fields.state.onChange(key ?? '')}
          errorMessage={fields.state.errorMessage}
          isRequired
        />
      ) : (
        <TextField {...fields.state} label={label('state')} autoComplete="address-level1" isRequired />
      )}
      <TextField {...fields.city} label={label('city')} autoComplete="address-level2" isRequired />
      <TextField
        {...fields.zip}
        label={label('zip')}
        autoComplete="postal-code"
        inputMode={stateInputKind(country) === 'us-state-dropdown' ? 'numeric' : 'text'}
        isRequired
      />
      <TextField {...fields.address1} label={label('line1')} autoComplete="address-line1" isRequired />
      {fields.address2 && (
        <TextField {...fields.address2} label={label('line2')} autoComplete="address-line2" />
      )}
    </div>
  );
}
