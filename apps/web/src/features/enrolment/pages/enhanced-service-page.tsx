import type { components } from '@carrier/contracts';
import {
  LOGIN_REDIRECTS,
  personalDataPayload,
  ROUTES,
  sanitizeTribalId,
  TABLET,
  tribalResult,
  validateTribalStatus,
} from '@carrier/domain';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { listPlans } from '../../../lib/carrier/list-plans';
import {
  applicationIdAtom,
  eligibilityCheckIdAtom,
  personalDataAtom,
  savedApplicantAtom,
  tabletsAtom,
  tribalStatusConfirmedAtom,
} from '../../../lib/state/benefit';
import { isLoggedInAtom } from '../../../lib/state/session';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ErrorIcon,
  PageHeader,
  SuccessIcon,
  TabletIcon,
  TextField,
} from '../../../ui';
import { confirmTribalStatus } from '../api/confirm-tribal-status';
import { getDevice } from '../api/get-device';
import { submitPersonalData } from '../api/submit-personal-data';
import { formatDob } from '../components/format-dob';
import { PlanFacts, PlanPrice } from '../components/plan-facts';
import { TabletSpecModal } from '../components/tablet-spec-modal';
import { tribalBenefitAtom } from '../state/enrolment-state';
import '../components/enrolment.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

type Device = components['schemas']['Device'];
type Plan = components['schemas']['Plan'];
type TribalConfirmation = components['schemas']['TribalConfirmation'];

/** The tablet's device record and the catalogue's plans. */
export async function enhancedServiceLoader() {
  const [device, plans] = await Promise.all([getDevice(carrier, TABLET.deviceId), listPlans(carrier)]);
  return { device: device.data ?? null, plans: plans.data ?? [] };
}

/** `/EnhancedService?statusEnhance=`: the route's module. */
export function EnhancedServicePage() {
  const { device, plans } = useLoaderData<Awaited<ReturnType<typeof enhancedServiceLoader>>>();
  return <EnhancedServiceView device={device} plans={plans} />;
}

/** The verifier's coordinate sources in words; another source shows as it came. */
const COORDINATE_SOURCES = defineMessages({
  GEOCODED_ADDRESS: { id: 'enrolment.tribalSummary.sourceGeocoded' },
  DEVICE_LOCATION: { id: 'enrolment.tribalSummary.sourceDevice' },
});

/** Each result with its own icon (the spec's page had them swapped). */
const RESULT_ICONS = { success: SuccessIcon, failure: ErrorIcon } as const;

/** The enhanced-service (tribal) page: tribal qualification, plan, summaries, tablet offer (spec 001 §2, §4). */
export function EnhancedServiceView({ device, plans }: { device: Device | null; plans: Plan[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const [params] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const cookie = useAtomValue(personalDataAtom);
  const applicant = useAtomValue(savedApplicantAtom);
  const storedApplicationId = useAtomValue(applicationIdAtom);
  const storedCheckId = useAtomValue(eligibilityCheckIdAtom);
  const setTribalConfirmed = useSetAtom(tribalStatusConfirmedAtom);
  const [storedTablets, setTablets] = useAtom(tabletsAtom);
  const [tribalBenefit, setTribalBenefit] = useAtom(tribalBenefitAtom);
  const personal = { ...(applicant ?? {}), ...cookie };

  // The tablet chosen before a login in the middle of the journey is still chosen on the way back (DESIGN.md).
  const [tablet, setTablet] = useState(() => storedTablets === 'Y');
  const [showTribal, setShowTribal] = useState(() => storedTablets !== 'Y');
  const [specOpen, setSpecOpen] = useState(false);
  const [tribalId, setTribalId] = useState(personal.tribalId ?? '');
  const [tribalSubmitted, setTribalSubmitted] = useState(false);
  const [confirmation, setConfirmation] = useState<TribalConfirmation | null>(null);
  const [tribalError, setTribalError] = useState<string>();
  const errorText = useCarrierErrorText();
  const [confirming, setConfirming] = useState(false);
  const cartRef = useRef<HTMLElement>(null);
  // The personal data held on arrival, filed under the application once (spec 001 §7).
  const [personalDataRequest] = useState(() =>
    personalDataPayload({
      ...personal,
      applicationId: storedApplicationId ?? personal.applicationId,
      eligibilityCheckId: storedCheckId ?? personal.eligibilityCheckId,
    }),
  );
  const personalDataSent = useRef(false);

  useEffect(() => {
    if (personalDataSent.current || !personalDataRequest) return;
    personalDataSent.current = true;
    // The spec ignores the reply: a failure shows nothing and the page never waits for it.
    void submitPersonalData(carrier, personalDataRequest);
  }, [personalDataRequest]);

  const na = intl.formatMessage({ id: 'enrolment.na' });
  const brand = device?.brand ?? intl.formatMessage({ id: 'enrolment.tablet.defaultBrand' });
  const tabletName = device?.name ?? intl.formatMessage({ id: 'enrolment.tablet.defaultName' });
  const price = device?.price ?? TABLET.price;
  const result = tribalResult(confirmation?.tribalStatusConfirmed);
  const confirmed = confirmation?.tribalStatusConfirmed ?? (personal.tribalStatusConfirmed || null);
  const plan =
    plans.find((candidate) => candidate.type === (confirmed ? 'tribal' : 'acp')) ??
    plans.find((candidate) => candidate.type === 'acp');
  const tribalErrors = validateTribalStatus({ checkTribal: true, tribalId });
  const tribalIdError =
    tribalSubmitted && tribalErrors.tribalId ? noticeText(tribalErrors.tribalId) : undefined;

  const chooseTablet = (chosen: boolean) => {
    setTablet(chosen);
    setTablets(chosen ? 'Y' : 'N');
  };

  const getThisTablet = () => {
    chooseTablet(true);
    setShowTribal(false);
    setSpecOpen(false);
    // After the dialog has closed and returned focus, move to the cart.
    requestAnimationFrame(() => {
      cartRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      cartRef.current?.focus({ preventScroll: true });
    });
  };

  const confirmTribal = async (event: FormEvent) => {
    event.preventDefault();
    setTribalSubmitted(true);
    if (Object.keys(tribalErrors).length > 0) return;
    setConfirming(true);
    setTribalError(undefined);
    const applicationId = storedApplicationId ?? personal.applicationId;
    const latitude = Number.parseFloat(personal.latitude ?? '');
    const longitude = Number.parseFloat(personal.longitude ?? '');
    const reply = await confirmTribalStatus(carrier, {
      tribalId,
      ...(applicationId ? { applicationId } : {}),
      ...(Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : {}),
    });
    setConfirming(false);
    if (reply.error) {
      setTribalError(errorText('confirmTribalStatus', reply.error));
      return;
    }
    setConfirmation(reply.data);
    setTribalConfirmed(String(reply.data.tribalStatusConfirmed));
  };

  const enrollNow = () => navigate(loggedIn ? ROUTES.confirmAddress : LOGIN_REDIRECTS.enhancedEnroll);

  const fullName = [personal.firstName, personal.middleName, personal.lastName].filter(Boolean).join(' ');
  const address = [
    personal.address,
    personal.city,
    [personal.state, personal.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const coordinate = (value: number | null | undefined, stored: string | undefined) =>
    value != null ? intl.formatNumber(value, { maximumFractionDigits: 4 }) : stored || na;
  const sourceText = (source: string | null | undefined) => {
    if (!source) return na;
    const known = Object.entries(COORDINATE_SOURCES).find(([name]) => name === source)?.[1];
    return known ? intl.formatMessage(known) : source;
  };
  const yesNo = (value: boolean | null | undefined) =>
    value == null
      ? na
      : value
        ? intl.formatMessage({ id: 'enrolment.yes' })
        : intl.formatMessage({ id: 'enrolment.no' });

  return (
    <section className="container section stack" data-gap="lg" aria-labelledby="enhanced-title">
      <PageHeader
        title={
          <span id="enhanced-title">
            <FormattedMessage id="enhanced.congratulation" />
          </span>
        }
        lead={intl.formatMessage({ id: 'enrolment.enhanced.lead' })}
      />

      {showTribal && (
        <Card title={intl.formatMessage({ id: 'enhanced.liveOnTribalLands' })} headingLevel={2}>
          <form className="stack" noValidate onSubmit={confirmTribal}>
            <p>
              <FormattedMessage id="enrolment.enhanced.tribalText" />
            </p>
            <TextField
              className="enrolment-short-field"
              label={intl.formatMessage({ id: 'enrolment.enhanced.tribalId' })}
              value={tribalId}
              onChange={(value) => setTribalId(sanitizeTribalId(value))}
              inputMode="numeric"
              maxLength={24}
              errorMessage={tribalIdError}
              isRequired
            />
            <div>
              <Button type="submit" variant="secondary" isPending={confirming}>
                <FormattedMessage id="enhanced.confirmTribal" />
              </Button>
            </div>
            {tribalError && <Alert tone="error">{tribalError}</Alert>}
            <div aria-live="polite">
              {result && <TribalResult icon={result.icon} text={noticeText(result.message)} />}
            </div>
          </form>
        </Card>
      )}

      <div className="grid" data-columns="2">
        <Card
          as="article"
          variant="highlight"
          title={plan?.name ?? intl.formatMessage({ id: 'enrolment.enhanced.planTitle' })}
          headingLevel={2}
          footer={plan && <PlanPrice plan={plan} />}
        >
          {plan ? (
            <PlanFacts plan={plan} />
          ) : (
            <p>
              <FormattedMessage id="enrolment.enhanced.planUnavailable" />
            </p>
          )}
        </Card>

        {params.get('statusEnhance') !== '1' && (
          <Card title={intl.formatMessage({ id: 'enrolment.summary.title' })} headingLevel={2}>
            <dl className="enrolment-facts">
              <dt>
                <FormattedMessage id="enrolment.summary.name" />
              </dt>
              <dd>{fullName || na}</dd>
              <dt>
                <FormattedMessage id="enrolment.summary.dob" />
              </dt>
              <dd>{formatDob(intl, personal.dob) ?? na}</dd>
              <dt>
                <FormattedMessage id="enrolment.summary.address" />
              </dt>
              <dd>{address || na}</dd>
              <dt>
                <FormattedMessage id="enrolment.summary.identity" />
              </dt>
              <dd>{na}</dd>
            </dl>
          </Card>
        )}

        <Card title={intl.formatMessage({ id: 'enrolment.tribalSummary.title' })} headingLevel={2}>
          <dl className="enrolment-facts">
            <dt>
              <FormattedMessage id="enrolment.tribalSummary.confirmed" />
            </dt>
            <dd>{yesNo(confirmed)}</dd>
            <dt>
              <FormattedMessage id="enrolment.tribalSummary.latitude" />
            </dt>
            <dd>{coordinate(confirmation?.latitude, personal.latitude)}</dd>
            <dt>
              <FormattedMessage id="enrolment.tribalSummary.longitude" />
            </dt>
            <dd>{coordinate(confirmation?.longitude, personal.longitude)}</dd>
            <dt>
              <FormattedMessage id="enrolment.tribalSummary.source" />
            </dt>
            <dd>{sourceText(confirmation?.coordinateSource ?? personal.coordinateSource)}</dd>
          </dl>
        </Card>
      </div>

      <section ref={cartRef} tabIndex={-1} className="stack" aria-labelledby="tablet-title">
        <Card
          as="article"
          title={<span id="tablet-title">{tabletName}</span>}
          headingLevel={2}
          footer={
            <Button variant="secondary" onPress={() => setSpecOpen(true)}>
              <FormattedMessage id="enhanced.seeCharacteristics" />
            </Button>
          }
        >
          <div className="stack" data-gap="sm">
            <TabletIcon size={48} className="enrolment-hero-icon" />
            <p>
              <FormattedMessage id="enrolment.tablet.offer" values={{ brand }} />
            </p>
            <p className="enrolment-price">
              <FormattedNumber value={price} style="currency" currency="USD" />
            </p>
            <Checkbox isSelected={tablet} onChange={chooseTablet}>
              <FormattedMessage
                id="enrolment.tablet.include"
                values={{ price: intl.formatNumber(price, { style: 'currency', currency: 'USD' }) }}
              />
            </Checkbox>
          </div>
        </Card>
        {tablet && (
          <Alert tone="success" title={intl.formatMessage({ id: 'enrolment.tablet.eligibleTitle' })}>
            <p>
              <FormattedMessage id="enrolment.tablet.eligibleText" />
            </p>
            <Checkbox
              isSelected={tribalBenefit === 'true'}
              onChange={(asked) => setTribalBenefit(String(asked))}
            >
              <FormattedMessage id="enrolment.tablet.tribalBenefit" />
            </Checkbox>
          </Alert>
        )}
      </section>

      <div>
        <Button size="lg" onPress={enrollNow}>
          <FormattedMessage id="common.enrollNow" />
        </Button>
      </div>

      <TabletSpecModal
        isOpen={specOpen}
        onOpenChange={setSpecOpen}
        brand={brand}
        onGetTablet={getThisTablet}
      />
    </section>
  );
}

/** The tribal confirmation's result: its text with its own icon. */
function TribalResult({ icon, text }: { icon: 'success' | 'failure'; text: string }) {
  const Icon = RESULT_ICONS[icon];
  return (
    <div className="enrolment-result" data-tone={icon}>
      <Icon size={24} className={`enrolment-result__icon enrolment-result__icon--${icon}`} />
      <p>{text}</p>
    </div>
  );
}
