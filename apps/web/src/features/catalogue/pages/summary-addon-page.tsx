import type { components, Settled } from '@carrier/contracts';
import {
  addOnPurchasePayload,
  addOnQuotePayload,
  addonAllowance,
  addonNeedsZip,
  COUNTRIES,
  COUNTRY_CODES,
  canQuote,
  effectivePrice,
  type GuardOutcome,
  queryGuard,
  ROUTES,
  sanitizeZip,
  unknownAddonGuard,
  validateAddonPurchase,
  visibleAddons,
  withQuery,
} from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { type AddOnPlan, listAddOnPlans } from '../../../lib/carrier/list-add-on-plans';
import { useForm } from '../../../lib/forms/use-form';
import { savedCartAtom, savedDelivery } from '../../../lib/saved-cart';
import { isLoggedInAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { useQueryGuard } from '../../../lib/use-query-guard';
import { ComboBox, Link, RadioGroup, RequiredFieldsNote, TextField } from '../../../ui';
import { priceAddOns } from '../api/price-add-ons';
import { purchaseAddOns } from '../api/purchase-add-ons';
import { GuestEmailField } from '../components/guest-email-field';
import { GuestModal } from '../components/guest-modal';
import { LoadFailure } from '../components/load-failure';
import { OrderCard } from '../components/order-card';
import { usePurchaseStep } from '../hooks/use-purchase-step';
import '../catalogue.css';

type Profile = components['schemas']['SubscriberProfile'];

/** What the add-on summary loads. */
export type SummaryAddonData =
  | { guard: GuardOutcome }
  | { guard?: undefined; addons: Settled<AddOnPlan[]>; addonId: string; profile: Profile | null };

/** The add-ons and, for a subscriber, the profile (composed by the route: it is the account feature's call). */
export function summaryAddonLoader(loadProfile: () => Promise<Settled<Profile>>) {
  return async ({ request }: LoaderFunctionArgs): Promise<SummaryAddonData> => {
    const addonId = new URL(request.url).searchParams.get('addon') ?? '';
    const guard = queryGuard('summaryAddon', { addon: addonId });
    if (guard) return { guard };
    const loggedIn = store.get(isLoggedInAtom);
    const [addons, profile] = await Promise.all([
      listAddOnPlans(carrier),
      loggedIn ? loadProfile() : Promise.resolve(undefined),
    ]);
    if (addons.data && !visibleAddons(addons.data).some((addon) => String(addon.id) === addonId))
      return { guard: unknownAddonGuard() };
    return { addons, addonId, profile: profile?.data ?? null };
  };
}

/** `/SummaryAddonPage?addon=`: the add-on choice, e-mail (guests), country and zip, surcharge, total, 'Buy now'. */
export function SummaryAddonPage() {
  const loaded = useLoaderData<SummaryAddonData>();
  useQueryGuard(loaded.guard);
  if (loaded.guard) return null;
  if (loaded.addons.error) return <LoadFailure operationId="listAddOnPlans" error={loaded.addons.error} />;
  return (
    <SummaryAddon
      addons={visibleAddons(loaded.addons.data)}
      addonId={loaded.addonId}
      profile={loaded.profile}
    />
  );
}

const units = defineMessages({
  MB: { id: 'catalogue.addons.unit.mb' },
  min: { id: 'catalogue.addons.unit.min' },
  sms: { id: 'catalogue.addons.unit.sms' },
});

function SummaryAddon({
  addons,
  addonId,
  profile,
}: {
  addons: AddOnPlan[];
  addonId: string;
  profile: Profile | null;
}) {
  const intl = useIntl();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const guest = !loggedIn;
  const location = useLocation();
  const savedCart = useAtomValue(savedCartAtom);
  const [choice, setChoice] = useState(addonId);
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({
        id: code,
        label: intl.formatDisplayName(code, { type: 'region' }) ?? COUNTRIES[code].name,
      })).sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [intl],
  );

  const validate = useCallback(
    (values: Parameters<typeof validateAddonPurchase>[0]) => validateAddonPurchase(values, { guest }),
    [guest],
  );
  const form = useForm({
    // Back from a declined or canceled payment, the form is as it was sent (W-14).
    initial: savedDelivery(savedCart, `${location.pathname}${location.search}`, {
      emailAddress: '',
      country: profile?.country ?? 'US',
      zipCode: profile?.zipcode ?? '',
    }),
    validate,
  });
  const { values } = form;
  const needsZip = addonNeedsZip(values.country);

  const choiceOf = () => ({
    addOnPlanIds: [Number(choice)],
    country: values.country,
    zipCode: values.zipCode,
  });
  const quoteRequest = canQuote({ country: values.country, zipCode: values.zipCode })
    ? addOnQuotePayload(choiceOf())
    : null;
  const step = usePurchaseStep({
    form,
    operations: {
      price: ['priceAddOnPlans', 'priceSubscriberAddOnPlans'],
      purchase: ['purchaseAddOnPlans', 'purchaseSubscriberAddOnPlans'],
    },
    quoteRequest,
    price: (request, loggedIn) => priceAddOns(carrier, request, loggedIn),
    cart: { path: withQuery(ROUTES.summaryAddon, { addon: choice }), delivery: values },
    // The validated form holds every required field; the domain drops the zip outside the United States.
    purchase: (loggedIn) =>
      purchaseAddOns(
        carrier,
        loggedIn
          ? { loggedIn: true, body: addOnPurchasePayload(choiceOf()) }
          : {
              loggedIn: false,
              body: addOnPurchasePayload(choiceOf(), {
                emailAddress: values.emailAddress.trim(),
              }),
            },
      ),
  });

  const chosen = addons.find((addon) => String(addon.id) === choice);
  const zip = form.field('zipCode');
  const country = form.field('country');

  return (
    <div className="container section stack" data-gap="lg">
      <header className="page-header">
        <h1 className="page-header__title">
          <FormattedMessage id="catalogue.addonSummary.title" />
        </h1>
        <p className="page-header__lead">
          <FormattedMessage id="catalogue.addonSummary.lead" />
        </p>
      </header>
      <form className="summary" noValidate onSubmit={step.submit}>
        <div className="stack summary__main" data-gap="lg">
          <RadioGroup
            label={intl.formatMessage({ id: 'catalogue.addonSummary.choice' })}
            value={choice}
            onChange={setChoice}
            className="addon-choice"
            options={addons.map((addon) => {
              const allowance = addonAllowance(addon);
              return {
                value: String(addon.id),
                label: addon.name,
                description: intl.formatMessage(
                  { id: 'catalogue.addons.option' },
                  {
                    amount: intl.formatNumber(allowance.amount),
                    unit: intl.formatMessage(units[allowance.unit]),
                    price: intl.formatNumber(effectivePrice(addon), { style: 'currency', currency: 'USD' }),
                  },
                ),
              };
            })}
          />
          <p>
            <Link href={`${ROUTES.threeDollar}#addons`}>
              <FormattedMessage id="purchase.seeOtherAddons" />
            </Link>
          </p>
          <section className="stack" aria-labelledby="addon-where-title">
            <h2 id="addon-where-title">
              <FormattedMessage id="catalogue.addonSummary.where" />
            </h2>
            <RequiredFieldsNote />
            {guest && <GuestEmailField {...form.field('emailAddress')} />}
            <div className="grid" data-columns="2">
              <ComboBox
                label={intl.formatMessage({ id: 'address.country' })}
                items={countries}
                selectedKey={country.value || null}
                onSelectionChange={(key) => {
                  country.onChange(key ?? '');
                  // Only a United States address has a zip code (spec 000 §5): any other country clears it.
                  if (!addonNeedsZip(key ?? '')) form.setValue('zipCode', '');
                }}
                errorMessage={country.errorMessage}
                isRequired
              />
              {needsZip && (
                <TextField
                  {...zip}
                  onChange={(value) => zip.onChange(sanitizeZip(value))}
                  label={intl.formatMessage({ id: 'address.zip' })}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  isRequired
                />
              )}
            </div>
          </section>
        </div>
        <OrderCard
          titleId="addon-order-title"
          {...step.order}
          lines={['plan', 'surcharge']}
          planLabel={chosen?.name ?? ''}
        />
      </form>
      <GuestModal {...step.guest} />
    </div>
  );
}
