import {
  type ContactInfoInput,
  sanitizePhone,
  sanitizeZip,
  validateContactInfo,
  wizardStepPath,
} from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { PersonalData } from '../../../lib/state/benefit';
import { zipCodeAtom } from '../../../lib/state/zip-code';
import { Alert, Checkbox, RequiredFieldsNote, TextField } from '../../../ui';
import { HomeAddressFields } from '../components/home-address-fields';
import { WizardActions } from '../components/wizard-actions';
import { WizardStep } from '../components/wizard-step';
import { useWizardForm } from '../hooks/use-wizard-form';

type Values = {
  contactPhoneNumber: string;
  contactEmail: string;
  consent: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  sameAddress: string;
  contactAddress: string;
  contactCity: string;
  contactState: string;
  contactZipCode: string;
};

const flag = (value: string): boolean | undefined => (value === '' ? undefined : value === 'true');

function input(values: Values): ContactInfoInput {
  return { ...values, consent: flag(values.consent), sameAddress: values.sameAddress !== 'false' };
}

function toData(values: Values): PersonalData {
  const same = values.sameAddress !== 'false';
  return {
    contactPhoneNumber: values.contactPhoneNumber,
    contactEmail: values.contactEmail.trim(),
    contactConsent: flag(values.consent),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state,
    zipCode: values.zipCode,
    sameAddress: same,
    contactAddress: same ? undefined : values.contactAddress.trim(),
    contactCity: same ? undefined : values.contactCity.trim(),
    contactState: same ? undefined : values.contactState,
    contactZipCode: same ? undefined : values.contactZipCode,
  };
}

/** `/ContactInfoPage?profileStep=2`: phone, e-mail, consent, home address and a different mailing address. */
export function ContactInfoPage() {
  return (
    <WizardStep step={2}>
      <ContactInfoForm />
    </WizardStep>
  );
}

function ContactInfoForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const zipFromCoverage = useAtomValue(zipCodeAtom);
  const { form, setData } = useWizardForm({
    fromData: (data): Values => ({
      contactPhoneNumber: data.contactPhoneNumber ?? '',
      contactEmail: data.contactEmail ?? '',
      consent: data.contactConsent === undefined ? '' : String(data.contactConsent),
      address: data.address ?? '',
      city: data.city ?? '',
      state: data.state ?? '',
      zipCode: data.zipCode ?? zipFromCoverage ?? '',
      sameAddress: data.sameAddress === false ? 'false' : 'true',
      contactAddress: data.contactAddress ?? '',
      contactCity: data.contactCity ?? '',
      contactState: data.contactState ?? '',
      contactZipCode: data.contactZipCode ?? '',
    }),
    toData,
    validate: (values: Values) => validateContactInfo(input(values)),
    sanitize: { contactPhoneNumber: sanitizePhone, zipCode: sanitizeZip, contactZipCode: sanitizeZip },
  });
  const consent = form.field('consent');
  const different = form.values.sameAddress === 'false';

  const submit = form.handleSubmit((values) => {
    setData((held) => ({ ...held, ...toData(values) }));
    navigate(wizardStepPath(3));
  });

  return (
    <form className="stack wizard__form" noValidate onSubmit={submit}>
      <RequiredFieldsNote />
      <fieldset className="stack wizard__group">
        <legend>{intl.formatMessage({ id: 'wizard.contact.howToReach' })}</legend>
        <div className="grid" data-columns="2">
          <TextField
            {...form.field('contactPhoneNumber')}
            label={intl.formatMessage({ id: 'wizard.contact.phone' })}
            description={intl.formatMessage({ id: 'wizard.contact.phoneHelp' })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            isRequired
          />
          <TextField
            {...form.field('contactEmail')}
            label={intl.formatMessage({ id: 'wizard.contact.email' })}
            type="email"
            autoComplete="email"
            isRequired
          />
        </div>
        <Checkbox
          isSelected={consent.value === 'true'}
          onChange={(selected) => form.setValue('consent', String(selected))}
          errorMessage={consent.errorMessage}
          isRequired
        >
          {intl.formatMessage({ id: 'wizard.contact.consent' })}
        </Checkbox>
      </fieldset>
      <fieldset className="stack wizard__group">
        <legend>{intl.formatMessage({ id: 'wizard.contact.homeAddress' })}</legend>
        <HomeAddressFields
          fields={{
            address: form.field('address'),
            city: form.field('city'),
            state: form.field('state'),
            zipCode: form.field('zipCode'),
          }}
        />
      </fieldset>
      <Checkbox
        isSelected={!different}
        onChange={(selected) => form.setValue('sameAddress', String(selected))}
      >
        {intl.formatMessage({ id: 'wizard.contact.sameAddress' })}
      </Checkbox>
      {different && (
        <fieldset className="stack wizard__group">
          <legend>{intl.formatMessage({ id: 'wizard.contact.mailingAddress' })}</legend>
          <HomeAddressFields
            fields={{
              address: form.field('contactAddress'),
              city: form.field('contactCity'),
              state: form.field('contactState'),
              zipCode: form.field('contactZipCode'),
            }}
          />
        </fieldset>
      )}
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <WizardActions backHref={wizardStepPath(1)} />
    </form>
  );
}
