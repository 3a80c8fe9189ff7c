import {
  birthYears,
  type DeviceConfirmInput,
  dobFromString,
  sanitizePhone,
  sanitizeSsn4,
  sanitizeZip,
  usDateOf,
  validateDeviceConfirm,
  validateEnrolmentForm,
} from '@carrier/domain';
import { useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { useForm } from '../../../lib/forms/use-form';
import { Select, TextField } from '../../../ui';
import type { SavedShipping } from '../state/enrolment-state';

/** The shipping / enrolment form's values as the inputs hold them (the date of birth in three parts). */
export interface ShippingValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  dobMonth: string;
  dobDay: string;
  dobYear: string;
  emailAddress: string;
  contactPhoneNumber: string;
  shippingState: string;
  shippingCity: string;
  shippingZipcode: string;
  shippingAddress1: string;
  shippingAddress2: string;
  ssn4: string;
  deviceId: string;
}

/** The form's starting values from the saved data (mm/dd/yyyy or yyyy-mm-dd date of birth). */
export function shippingValues(saved: SavedShipping & { ssn4?: string }): ShippingValues {
  const dob = dobFromString(saved.dob ?? '');
  const part = (value: unknown) => {
    const digits = String(value ?? '');
    return digits === '' ? '' : String(Number(digits));
  };
  return {
    firstName: saved.firstName ?? '',
    lastName: saved.lastName ?? '',
    dobMonth: part(dob.month),
    dobDay: part(dob.day),
    dobYear: part(dob.year),
    emailAddress: saved.emailAddress ?? '',
    contactPhoneNumber: saved.contactPhoneNumber ?? '',
    shippingState: saved.shippingState ?? '',
    shippingCity: saved.shippingCity ?? '',
    shippingZipcode: saved.shippingZipcode ?? '',
    shippingAddress1: saved.shippingAddress1 ?? '',
    shippingAddress2: saved.shippingAddress2 ?? '',
    ssn4: saved.ssn4 ?? '',
    deviceId: '',
  };
}

/** The saved shipping data of the form's values (date of birth as mm/dd/yyyy). */
export function savedOf(values: ShippingValues): SavedShipping {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    emailAddress: values.emailAddress.trim(),
    contactPhoneNumber: values.contactPhoneNumber.trim(),
    shippingAddress1: values.shippingAddress1.trim(),
    shippingAddress2: values.shippingAddress2.trim(),
    shippingCity: values.shippingCity.trim(),
    shippingState: values.shippingState.trim(),
    shippingZipcode: values.shippingZipcode.trim(),
    dob: usDateOf({ month: values.dobMonth, day: values.dobDay, year: values.dobYear }),
  };
}

function domainInput(values: ShippingValues): DeviceConfirmInput {
  return {
    ...values,
    dob: { month: values.dobMonth, day: values.dobDay, year: values.dobYear },
  };
}

const sanitize = {
  contactPhoneNumber: sanitizePhone,
  shippingZipcode: sanitizeZip,
  ssn4: sanitizeSsn4,
};

/**
 * The shipping / enrolment form (spec 001 §5) with the domain's rules; `device` adds the device confirm form's
 * last 4 of the SSN and chosen device.
 */
export function useShippingForm(initial: ShippingValues, device = false) {
  const validate = useCallback(
    (values: ShippingValues) =>
      device
        ? validateDeviceConfirm(domainInput(values), new Date())
        : validateEnrolmentForm(domainInput(values), new Date()),
    [device],
  );
  return useForm({ initial, validate, sanitize });
}

export type ShippingForm = ReturnType<typeof useShippingForm>;

function useDobOptions() {
  const intl = useIntl();
  return useMemo(() => {
    const monthName = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
    return {
      months: Array.from({ length: 12 }, (_, index) => ({
        id: String(index + 1),
        label: monthName.format(new Date(Date.UTC(2000, index, 1))),
      })),
      days: Array.from({ length: 31 }, (_, index) => ({ id: String(index + 1), label: String(index + 1) })),
      years: birthYears(new Date()).map((year) => ({ id: String(year), label: String(year) })),
    };
  }, [intl.locale]);
}

/** The form's fields: name, date of birth, contact, and the US shipping address. */
export function ShippingFields({ form, withSsn = false }: { form: ShippingForm; withSsn?: boolean }) {
  const intl = useIntl();
  const { months, days, years } = useDobOptions();
  const dobError = form.field('dob').errorMessage;
  const dobErrorId = useId();
  const select = (name: 'dobMonth' | 'dobDay' | 'dobYear') => ({
    selectedKey: form.values[name] || null,
    onSelectionChange: (key: string | null) => form.setValue(name, key ?? ''),
  });
  return (
    <div className="stack">
      <div className="grid" data-columns="2">
        <TextField
          {...form.field('firstName')}
          label={intl.formatMessage({ id: 'enrolment.form.firstName' })}
          autoComplete="given-name"
          maxLength={24}
          isRequired
        />
        <TextField
          {...form.field('lastName')}
          label={intl.formatMessage({ id: 'enrolment.form.lastName' })}
          autoComplete="family-name"
          maxLength={24}
          isRequired
        />
      </div>
      <fieldset className="enrolment-dob" aria-describedby={dobError ? dobErrorId : undefined}>
        <legend className="field__label">
          {intl.formatMessage({ id: 'enrolment.form.dob' })}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="enrolment-dob__parts">
          <Select
            {...select('dobMonth')}
            label={intl.formatMessage({ id: 'enrolment.form.dobMonth' })}
            items={months}
            isRequired
          />
          <Select
            {...select('dobDay')}
            label={intl.formatMessage({ id: 'enrolment.form.dobDay' })}
            items={days}
            isRequired
          />
          <Select
            {...select('dobYear')}
            label={intl.formatMessage({ id: 'enrolment.form.dobYear' })}
            items={years}
            isRequired
          />
        </div>
        {dobError && (
          <p id={dobErrorId} className="field__error">
            {dobError}
          </p>
        )}
      </fieldset>
      <div className="grid" data-columns="2">
        <TextField
          {...form.field('emailAddress')}
          type="email"
          label={intl.formatMessage({ id: 'enrolment.form.email' })}
          autoComplete="email"
          isRequired
        />
        <TextField
          {...form.field('contactPhoneNumber')}
          type="tel"
          inputMode="numeric"
          label={intl.formatMessage({ id: 'enrolment.form.phone' })}
          description={intl.formatMessage({ id: 'enrolment.form.phoneHelp' })}
          autoComplete="tel-national"
          isRequired
        />
      </div>
      <AddressFields
        countryFixed="US"
        fields={{
          state: form.field('shippingState'),
          city: form.field('shippingCity'),
          zip: form.field('shippingZipcode'),
          address1: form.field('shippingAddress1'),
          address2: form.field('shippingAddress2'),
        }}
      />
      {withSsn && (
        <TextField
          {...form.field('ssn4')}
          inputMode="numeric"
          label={intl.formatMessage({ id: 'enrolment.form.ssn4' })}
          description={intl.formatMessage({ id: 'enrolment.form.ssn4Help' })}
          autoComplete="off"
          isRequired
        />
      )}
    </div>
  );
}
