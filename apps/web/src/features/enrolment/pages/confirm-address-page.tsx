import type { components, Settled } from '@carrier/contracts';
import { ROUTES } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router';
import { type PersonalData, personalDataAtom, savedApplicantAtom } from '../../../lib/state/benefit';
import { isLoggedInAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { Alert, Button, Link, PageHeader, RequiredFieldsNote } from '../../../ui';
import { ShippingFields, savedOf, shippingValues, useShippingForm } from '../components/shipping-form';
import { useEnrolment } from '../hooks/use-enrolment';
import { type SavedShipping, savedShippingAtom } from '../state/enrolment-state';
import '../components/enrolment.css';

type Profile = components['schemas']['SubscriberProfile'];

/** A logged-in subscriber's profile prefills the form; a visitor has none. The route passes the profile call. */
export function confirmAddressLoader(loadProfile: () => Promise<Settled<Profile>>) {
  return async (): Promise<{ profile: Profile | null }> => {
    if (!store.get(isLoggedInAtom)) return { profile: null };
    const result = await loadProfile();
    return { profile: result.data ?? null };
  };
}

/** The wizard's answers as shipping data: the mailing address when it differs from the home address. */
function fromWizard(personal: PersonalData | null): SavedShipping {
  if (!personal) return {};
  const mailing = personal.sameAddress === false && Boolean(personal.contactAddress);
  return {
    firstName: personal.firstName,
    lastName: personal.lastName,
    dob: personal.dob,
    emailAddress: personal.contactEmail,
    contactPhoneNumber: personal.contactPhoneNumber,
    shippingAddress1: mailing ? personal.contactAddress : personal.address,
    shippingCity: mailing ? personal.contactCity : personal.city,
    shippingState: mailing ? personal.contactState : personal.state,
    shippingZipcode: mailing ? personal.contactZipCode : personal.zipCode,
  };
}

function fromProfile(profile: Profile | null): SavedShipping {
  if (!profile) return {};
  return {
    firstName: profile.firstName ?? undefined,
    lastName: profile.lastName ?? undefined,
    dob: profile.birthDate ?? undefined,
    emailAddress: profile.email ?? undefined,
    contactPhoneNumber: profile.phone ?? undefined,
    shippingAddress1: profile.shippingAddress1 ?? undefined,
    shippingAddress2: profile.shippingAddress2 ?? undefined,
    shippingCity: profile.city ?? undefined,
    shippingState: profile.state ?? undefined,
    shippingZipcode: profile.zipcode ?? undefined,
  };
}

/** The source without its blank fields. */
function filledOf(source: SavedShipping): SavedShipping {
  const filled = { ...source };
  for (const [key, value] of Object.entries(filled))
    if (typeof value !== 'string' || value.trim() === '') Reflect.deleteProperty(filled, key);
  return filled;
}

/** Field by field, the first source that has a value. */
function firstFilled(...sources: SavedShipping[]): SavedShipping {
  const merged: SavedShipping = {};
  // Later sources first, so that an earlier source's value overwrites theirs.
  for (const source of [...sources].reverse()) Object.assign(merged, filledOf(source));
  return merged;
}

/** `/ConfirmAddress` (and `?transfer=yes`): the route's module. */
export function ConfirmAddressPage() {
  const { profile } = useLoaderData<Awaited<ReturnType<typeof confirmAddressLoader>>>();
  return <ConfirmAddressView profile={profile} />;
}

/** The shipping and enrolment form (spec 001 §5), prefilled from what the applicant typed before and the profile. */
export function ConfirmAddressView({ profile }: { profile: Profile | null }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const transfer = params.get('transfer') === 'yes';
  const saved = useAtomValue(savedShippingAtom);
  const personal = useAtomValue(personalDataAtom);
  const applicant = useAtomValue(savedApplicantAtom);
  const enrol = useEnrolment();
  const [isPending, setPending] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const initial = useMemo(
    () =>
      shippingValues(
        firstFilled(saved ?? {}, fromWizard(personal), fromWizard(applicant), fromProfile(profile)),
      ),
    [saved, personal, applicant, profile],
  );
  const form = useShippingForm(initial);

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    setOtherErrors([]);
    const error = await enrol(savedOf(values), transfer);
    setPending(false);
    if (error?.code === 'FIELD_VALIDATION_FAILED') setOtherErrors(form.showServerErrors(error));
  });

  return (
    <section className="container section narrow-page stack" aria-labelledby="confirm-address-title">
      <PageHeader
        title={
          <span id="confirm-address-title">
            {transfer ? (
              <FormattedMessage id="enrolment.confirmAddress.transferTitle" />
            ) : (
              <FormattedMessage id="enrolment.confirmAddress.title" />
            )}
          </span>
        }
        lead={intl.formatMessage({ id: 'enrolment.confirmAddress.lead' })}
      />
      <form className="stack" noValidate onSubmit={submit}>
        <RequiredFieldsNote />
        <ShippingFields form={form} />
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        {otherErrors.length > 0 && (
          <Alert tone="error">
            <ul className="enrolment-list">
              {otherErrors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        )}
        <p className="field__description">
          <FormattedMessage id="enrolment.confirmAddress.consent" />
        </p>
        <div className="cluster" data-justify="between">
          <Link href={ROUTES.enhancedService}>
            <FormattedMessage id="enrolment.confirmAddress.back" />
          </Link>
          <Button type="submit" isPending={isPending}>
            {transfer ? (
              <FormattedMessage id="enrolment.confirmAddress.submitTransfer" />
            ) : (
              <FormattedMessage id="enrolment.confirmAddress.submit" />
            )}
          </Button>
        </div>
      </form>
    </section>
  );
}
