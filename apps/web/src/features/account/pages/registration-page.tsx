import type { ApiError } from '@carrier/contracts';
import {
  isUnitedStates,
  ROUTES,
  registrationOutcome,
  registrationPayload,
  sanitizePhone,
  sanitizeZip,
  TIMINGS,
  validateRegistration,
  withQuery,
} from '@carrier/domain';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { useForm } from '../../../lib/forms/use-form';
import { resellerCodeAtom } from '../../../lib/state/preferences';
import {
  registerFirstNameAtom,
  registeringEmailAtom,
  registeringSubscriberIdAtom,
  registerLastNameAtom,
  subscriberIdAtom,
} from '../../../lib/state/session';
import { toast } from '../../../lib/toast';
import { Alert, Button, RequiredFieldsNote, TextField } from '../../../ui';
import { register } from '../api/register';
import { validateResellerCode } from '../api/validate-reseller-code';

const zipForCountry = (zip: string, country: string) =>
  isUnitedStates(country) || !country ? sanitizeZip(zip) : zip;

/** The server's message shows for two seconds (spec 000 §8), then the form is as the user left it. */
function useTimedError(): [string | undefined, (message: string) => void] {
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(undefined), TIMINGS.registrationErrorMs);
    return () => clearTimeout(timer);
  }, [error]);
  return [error, setError];
}

/** `/RegistrationPage`: the account's details; the names come from the register step (spec 000 §2). */
export function RegistrationPage() {
  const firstName = useAtomValue(registerFirstNameAtom);
  const lastName = useAtomValue(registerLastNameAtom);
  if (!firstName || !lastName)
    return <Navigate to={withQuery(ROUTES.logOrRegister, { register: 'true' })} replace />;
  return <RegistrationForm firstName={firstName} lastName={lastName} />;
}

function RegistrationForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const [storedResellerCode, setResellerCode] = useAtom(resellerCodeAtom);
  const setSubscriberId = useSetAtom(subscriberIdAtom);
  const setRegisteringEmail = useSetAtom(registeringEmailAtom);
  const setRegisteringSubscriberId = useSetAtom(registeringSubscriberIdAtom);
  const [isPending, setPending] = useState(false);
  const [serverError, showServerError] = useTimedError();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const errorText = useCarrierErrorText();

  const form = useForm({
    initial: {
      email: '',
      phone: '',
      password: '',
      passwordConfirm: '',
      shippingAddress1: '',
      shippingAddress2: '',
      country: 'US',
      state: '',
      city: '',
      zipcode: '',
      resellerCode: storedResellerCode ?? '',
    },
    validate: validateRegistration,
    sanitize: { phone: sanitizePhone },
  });
  const zipField = form.field('zipcode');

  // The code's words head the field errors no field of this page shows (the names belong to the register step).
  const fail = (operationId: 'validateResellerCode' | 'registerSubscriber', error: ApiError) => {
    setOtherErrors(form.showServerErrors(error));
    showServerError(errorText(operationId, { ...error, fieldErrors: [] }));
  };

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      const resellerCode = values.resellerCode.trim();
      if (resellerCode) {
        const check = await validateResellerCode(carrier, resellerCode);
        if (check.error) return fail('validateResellerCode', check.error);
        if (!check.data.isValid) {
          showServerError(intl.formatMessage({ id: 'account.resellerCodeInvalid' }));
          return;
        }
      }
      setResellerCode(resellerCode || null);
      const email = values.email.trim();
      const result = await register(
        carrier,
        registrationPayload({
          firstName,
          lastName,
          email,
          phone: values.phone,
          password: values.password,
          passwordConfirm: values.passwordConfirm,
          shippingAddress1: values.shippingAddress1.trim(),
          shippingAddress2: values.shippingAddress2.trim(),
          city: values.city.trim(),
          state: values.state.trim(),
          country: values.country,
          zipcode: values.zipcode.trim(),
        }),
      );
      if (result.data) {
        setSubscriberId(String(result.data.subscriberId));
        setRegisteringSubscriberId(String(result.data.subscriberId));
      }
      setRegisteringEmail(email);
      const outcome = registrationOutcome(
        result.error ? { error: result.error.code, message: result.error.message } : {},
        email,
      );
      if (outcome.kind === 'route') {
        toast(noticeText(outcome.toast), 'success');
        navigate(outcome.path);
      } else if (result.error) {
        fail('registerSubscriber', result.error);
      }
    } finally {
      setPending(false);
    }
  });

  return (
    <section className="container section narrow-page stack" aria-labelledby="registration-title">
      <h1 id="registration-title">
        <FormattedMessage id="account.registration.heading" />
      </h1>
      <p>
        <FormattedMessage id="account.registration.lead" values={{ name: `${firstName} ${lastName}` }} />
      </p>
      <form className="stack" noValidate onSubmit={submit}>
        <RequiredFieldsNote />
        <div className="grid" data-columns="2">
          <TextField
            {...form.field('email')}
            label={intl.formatMessage({ id: 'account.email' })}
            type="email"
            autoComplete="email"
            isRequired
          />
          <TextField
            {...form.field('phone')}
            label={intl.formatMessage({ id: 'account.phone' })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            isRequired
          />
          <TextField
            {...form.field('password')}
            label={intl.formatMessage({ id: 'account.password' })}
            type="password"
            autoComplete="new-password"
            isRequired
          />
          <TextField
            {...form.field('passwordConfirm')}
            label={intl.formatMessage({ id: 'account.passwordConfirm' })}
            type="password"
            autoComplete="new-password"
            isRequired
          />
        </div>
        <AddressFields
          fields={{
            country: form.field('country'),
            state: form.field('state'),
            city: form.field('city'),
            zip: {
              ...zipField,
              onChange: (zip) => zipField.onChange(zipForCountry(zip, form.values.country)),
            },
            address1: form.field('shippingAddress1'),
            address2: form.field('shippingAddress2'),
          }}
        />
        <TextField
          {...form.field('resellerCode')}
          label={intl.formatMessage({ id: 'account.resellerCode' })}
          description={intl.formatMessage({ id: 'account.resellerCode.help' })}
        />
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        {serverError && (
          <Alert tone="error">
            {serverError}
            {otherErrors.length > 0 && (
              <ul>
                {otherErrors.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <Button type="submit" isPending={isPending}>
          <FormattedMessage id="account.registration.submit" />
        </Button>
      </form>
    </section>
  );
}
