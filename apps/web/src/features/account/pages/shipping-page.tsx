import type { components } from '@carrier/contracts';
import { isUnitedStates, LOGIN_REDIRECTS, sanitizeZip, validatePlanPurchase } from '@carrier/domain';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { redirect, useLoaderData } from 'react-router';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { carrier } from '../../../lib/api-client';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { useForm } from '../../../lib/forms/use-form';
import { isLoggedInAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { toast } from '../../../lib/toast';
import { Alert, Button, RequiredFieldsNote } from '../../../ui';
import { getProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';

type Profile = components['schemas']['SubscriberProfile'];

/** Needs a login (spec 000 §2); loads the profile the form starts from. */
export async function shippingLoader() {
  if (!store.get(isLoggedInAtom)) return redirect(LOGIN_REDIRECTS.shipping);
  return getProfile(carrier);
}

const guestless = { guest: false } as const;

/** `/ShippingPage`: the subscriber's shipping address, prefilled from the profile, saved through it. */
export function ShippingPage() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof getProfile>>>();
  const errorText = useCarrierErrorText();
  return (
    <section className="container section narrow-page stack" aria-labelledby="shipping-title">
      <h1 id="shipping-title">
        <FormattedMessage id="account.shipping.heading" />
      </h1>
      {loaded.error ? (
        <Alert tone="error">{errorText('getProfile', loaded.error)}</Alert>
      ) : (
        <ShippingForm profile={loaded.data} />
      )}
    </section>
  );
}

function ShippingForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const validate = useCallback(
    (values: Parameters<typeof validatePlanPurchase>[0]) => validatePlanPurchase(values, guestless),
    [],
  );
  const form = useForm({
    initial: {
      shippingCountry: profile.country ?? 'US',
      shippingState: profile.state ?? '',
      shippingCity: profile.city ?? '',
      shippingZipcode: profile.zipcode ?? '',
      shippingAddress1: profile.shippingAddress1 ?? '',
      shippingAddress2: profile.shippingAddress2 ?? '',
    },
    validate,
  });
  const zip = form.field('shippingZipcode');

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    setError(undefined);
    const address2 = values.shippingAddress2.trim();
    const result = await updateProfile(carrier, {
      country: values.shippingCountry,
      state: values.shippingState.trim(),
      city: values.shippingCity.trim(),
      zipcode: values.shippingZipcode.trim(),
      shippingAddress1: values.shippingAddress1.trim(),
      ...(address2 ? { shippingAddress2: address2 } : {}),
    });
    setPending(false);
    if (result.error) {
      setError(form.showFailure('updateProfile', result.error));
    } else {
      toast(intl.formatMessage({ id: 'account.shipping.saved' }), 'success');
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <RequiredFieldsNote />
      <AddressFields
        fields={{
          country: form.field('shippingCountry'),
          state: form.field('shippingState'),
          city: form.field('shippingCity'),
          zip: {
            ...zip,
            onChange: (value) =>
              zip.onChange(isUnitedStates(form.values.shippingCountry) ? sanitizeZip(value) : value),
          },
          address1: form.field('shippingAddress1'),
          address2: form.field('shippingAddress2'),
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" isPending={isPending}>
          <FormattedMessage id="account.shipping.confirm" />
        </Button>
      </div>
    </form>
  );
}
