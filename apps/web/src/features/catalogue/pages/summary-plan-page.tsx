import type { components, Settled } from '@carrier/contracts';
import {
  canQuote,
  displayPricings,
  effectivePrice,
  type GuardOutcome,
  isUnitedStates,
  periodLabel,
  queryGuard,
  ROUTES,
  sanitizeZip,
  simPurchasePayload,
  simQuotePayload,
  unknownAddonGuard,
  validatePlanPurchase,
  withQuery,
  zipToState,
} from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { type AddOnPlan, listAddOnPlans } from '../../../lib/carrier/list-add-on-plans';
import type { Plan } from '../../../lib/carrier/list-plans';
import { useForm } from '../../../lib/forms/use-form';
import { savedCartAtom, savedDelivery } from '../../../lib/saved-cart';
import { isLoggedInAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { useQueryGuard } from '../../../lib/use-query-guard';
import { Card, RadioGroup, RequiredFieldsNote } from '../../../ui';
import { getPlan } from '../api/get-plan';
import { listPlanPricings, type PlanPricing } from '../api/list-plan-pricings';
import { priceSim, type SimPriceRequest } from '../api/price-sim';
import { purchaseSim } from '../api/purchase-sim';
import { PlanAllowanceList } from '../components/allowance';
import { GuestEmailField } from '../components/guest-email-field';
import { GuestModal } from '../components/guest-modal';
import { LoadFailure } from '../components/load-failure';
import { OrderCard } from '../components/order-card';
import { usePurchaseStep } from '../hooks/use-purchase-step';
import '../catalogue.css';
import { usePlanName } from '../hooks/use-plan-name';

type Profile = components['schemas']['SubscriberProfile'];

/** What the plan summary loads. */
export type SummaryPlanData =
  | { guard: GuardOutcome }
  | {
      guard?: undefined;
      plan: Settled<Plan>;
      pricings: Settled<PlanPricing[]>;
      priceId: string | null;
      profile: Profile | null;
      /** The add-on picked on the $3 page (`?addon=`), bought with the plan. */
      addon: AddOnPlan | null;
    };

/** The add-on `?addon=` names: none without the parameter, a guard when no active add-on has that id. */
async function addonOf(param: string | null): Promise<{ addon: AddOnPlan | null } | { guard: GuardOutcome }> {
  if (param === null) return { addon: null };
  const listed = /^\d+$/.test(param) ? await listAddOnPlans(carrier) : { data: [] };
  const addon = listed.data?.find((candidate) => String(candidate.id) === param);
  return addon ? { addon } : { guard: unknownAddonGuard() };
}

/**
 * The plan (`?plan=`, or a listing's `?numberPlan=`), its pricings and, for a subscriber, the profile the
 * delivery form starts from. The profile comes from the account feature, so the route composes it.
 */
export function summaryPlanLoader(loadProfile: () => Promise<Settled<Profile>>) {
  return async ({ request }: LoaderFunctionArgs): Promise<SummaryPlanData> => {
    const query = new URL(request.url).searchParams;
    const planParam = query.get('plan') ?? query.get('numberPlan') ?? '';
    const guard = queryGuard('summaryPlan', { plan: planParam });
    if (guard) return { guard };
    const planId = Number(planParam);
    const loggedIn = store.get(isLoggedInAtom);
    const [plan, pricings, profile, chosen] = await Promise.all([
      getPlan(carrier, planId),
      listPlanPricings(carrier, planId),
      loggedIn ? loadProfile() : Promise.resolve(undefined),
      addonOf(query.get('addon')),
    ]);
    if ('guard' in chosen) return chosen;
    return { plan, pricings, priceId: query.get('price'), profile: profile?.data ?? null, ...chosen };
  };
}

/** `/SummaryPlanPage?plan=&price=`: the plan, its price options, the delivery form, the live quote, 'Buy now'. */
export function SummaryPlanPage() {
  const loaded = useLoaderData<SummaryPlanData>();
  // A plan the carrier does not know is a missing plan (spec 000 §2): 'Plan ID not found', back to the plans.
  const unknownPlan =
    !loaded.guard && loaded.plan.error?.code === 'PLAN_NOT_FOUND' ? queryGuard('summaryPlan', {}) : undefined;
  useQueryGuard(loaded.guard ?? unknownPlan);
  if (loaded.guard || unknownPlan) return null;
  if (loaded.plan.error) return <LoadFailure operationId="getPlan" error={loaded.plan.error} />;
  if (loaded.pricings.error)
    return <LoadFailure operationId="listPlanPricings" error={loaded.pricings.error} />;
  return (
    <SummaryPlan
      plan={loaded.plan.data}
      pricings={loaded.pricings.data}
      priceId={loaded.priceId}
      profile={loaded.profile}
      addon={loaded.addon}
    />
  );
}

interface SummaryPlanProps {
  plan: Plan;
  pricings: PlanPricing[];
  priceId: string | null;
  profile: Profile | null;
  addon: AddOnPlan | null;
}

function SummaryPlan({ plan, pricings, priceId, profile, addon }: SummaryPlanProps) {
  const intl = useIntl();
  const noticeText = useNoticeText();
  const nameOf = usePlanName();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const options = displayPricings(plan, pricings).filter(
    (pricing): pricing is PlanPricing => 'id' in pricing,
  );
  const [choice, setChoice] = useState<string>(
    options.some((pricing) => String(pricing.id) === priceId)
      ? (priceId ?? '')
      : String(options[0]?.id ?? ''),
  );

  const location = useLocation();
  const savedCart = useAtomValue(savedCartAtom);
  const guest = !loggedIn;
  const validate = useCallback(
    (values: Parameters<typeof validatePlanPurchase>[0]) => validatePlanPurchase(values, { guest }),
    [guest],
  );
  const form = useForm({
    // Back from a declined or canceled payment, the form is as it was sent (W-14).
    initial: savedDelivery(savedCart, `${location.pathname}${location.search}`, {
      emailAddress: '',
      shippingCountry: profile?.country ?? 'US',
      shippingState: profile?.state ?? '',
      shippingCity: profile?.city ?? '',
      shippingZipcode: profile?.zipcode ?? '',
      shippingAddress1: profile?.shippingAddress1 ?? '',
      shippingAddress2: profile?.shippingAddress2 ?? '',
    }),
    validate,
  });
  const { values } = form;
  const addOnPlanIds = addon ? [addon.id] : [];

  const quoteRequest: SimPriceRequest | null =
    choice && canQuote({ country: values.shippingCountry, zipCode: values.shippingZipcode })
      ? simQuotePayload({
          planPricingIds: [Number(choice)],
          addOnPlanIds,
          shippingCountry: values.shippingCountry,
          shippingZipcode: values.shippingZipcode.trim(),
        })
      : null;
  const step = usePurchaseStep({
    form,
    operations: {
      price: ['priceSim', 'priceSubscriberSim'],
      purchase: ['purchaseSim', 'purchaseSubscriberSim'],
    },
    quoteRequest,
    price: (request, loggedIn) => priceSim(carrier, request, loggedIn),
    cart: {
      path: withQuery(ROUTES.summaryPlan, { plan: plan.id, price: choice, addon: addon?.id }),
      delivery: values,
    },
    purchase: (loggedIn) => {
      const order = {
        planPricingIds: [Number(choice)],
        addOnPlanIds,
        shippingCountry: values.shippingCountry,
        shippingState: values.shippingState.trim(),
        shippingCity: values.shippingCity.trim(),
        shippingZipcode: values.shippingZipcode.trim(),
        shippingAddress1: values.shippingAddress1.trim(),
        shippingAddress2: values.shippingAddress2.trim(),
      };
      // The validated form holds every required field; the domain only drops the blank optional ones.
      return purchaseSim(
        carrier,
        loggedIn
          ? { loggedIn: true, body: simPurchasePayload(order) }
          : {
              loggedIn: false,
              body: simPurchasePayload(order, {
                emailAddress: values.emailAddress.trim(),
              }),
            },
      );
    },
  });

  const zip = form.field('shippingZipcode');
  const usAddress = isUnitedStates(values.shippingCountry);
  const chosen = options.find((pricing) => String(pricing.id) === choice);
  const shownName = nameOf(plan);
  const planName = chosen
    ? `${shownName} · ${chosen.duration} ${noticeText(periodLabel(chosen.durationUnit, chosen.duration))}`
    : shownName;
  const planLabel = addon
    ? intl.formatMessage({ id: 'catalogue.summary.withAddon' }, { plan: planName, addon: addon.name })
    : planName;

  return (
    <div className="container section stack" data-gap="lg">
      <header className="page-header">
        <h1 className="page-header__title">
          <FormattedMessage id="catalogue.summary.title" />
        </h1>
        <p className="page-header__lead">
          <FormattedMessage id="catalogue.summary.lead" />
        </p>
      </header>
      <form className="summary" noValidate onSubmit={step.submit}>
        <div className="stack summary__main" data-gap="lg">
          <Card title={shownName} headingLevel={2}>
            <PlanAllowanceList plan={plan} className="pill-list" dataFirst />
            {addon && (
              <p>
                <FormattedMessage id="catalogue.summary.addon" values={{ addon: addon.name }} />
              </p>
            )}
            <RadioGroup
              label={intl.formatMessage({ id: 'catalogue.summary.priceOptions' })}
              value={choice}
              onChange={setChoice}
              options={options.map((pricing) => ({
                value: String(pricing.id),
                label: intl.formatMessage(
                  { id: 'catalogue.summary.priceOption' },
                  {
                    duration: pricing.duration,
                    period: noticeText(periodLabel(pricing.durationUnit, pricing.duration)),
                    price: intl.formatNumber(effectivePrice(pricing), { style: 'currency', currency: 'USD' }),
                  },
                ),
                description:
                  pricing.discountedPrice != null
                    ? intl.formatMessage(
                        { id: 'catalogue.summary.was' },
                        { price: intl.formatNumber(pricing.price, { style: 'currency', currency: 'USD' }) },
                      )
                    : undefined,
              }))}
            />
          </Card>
          <section className="stack" aria-labelledby="delivery-title">
            <h2 id="delivery-title">
              <FormattedMessage id="catalogue.summary.delivery" />
            </h2>
            <RequiredFieldsNote />
            {guest && <GuestEmailField {...form.field('emailAddress')} />}
            <AddressFields
              fields={{
                country: form.field('shippingCountry'),
                state: form.field('shippingState'),
                city: form.field('shippingCity'),
                zip: {
                  ...zip,
                  onChange: (value) => zip.onChange(usAddress ? sanitizeZip(value) : value),
                  onBlur: () => {
                    const state = usAddress ? zipToState(values.shippingZipcode) : undefined;
                    if (state) form.setValue('shippingState', state);
                  },
                },
                address1: form.field('shippingAddress1'),
                address2: form.field('shippingAddress2'),
              }}
            />
          </section>
        </div>
        <OrderCard
          titleId="order-title"
          {...step.order}
          lines={['plan', 'sim', 'shipping', 'surcharge']}
          planLabel={planLabel}
          labelledPacks={1 + addOnPlanIds.length}
        />
      </form>
      <GuestModal {...step.guest} />
    </div>
  );
}
