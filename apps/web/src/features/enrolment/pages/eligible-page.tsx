import type { components } from '@carrier/contracts';
import { eligibleOfferPlan, numberPlanPath, ROUTES, TABLET, tabletChoice } from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLoaderData, useNavigate } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { listPlans } from '../../../lib/carrier/list-plans';
import { tabletsAtom } from '../../../lib/state/benefit';
import { Button, Card, Checkbox, Link, PageHeader, SuccessIcon, TabletIcon } from '../../../ui';
import { getDevice } from '../api/get-device';
import { PlanFacts, PlanPrice } from '../components/plan-facts';
import '../components/enrolment.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

type Device = components['schemas']['Device'];
type Plan = components['schemas']['Plan'];

/** The catalogue's plans and the tablet's device record. */
export async function eligibleLoader() {
  const [plans, device] = await Promise.all([listPlans(carrier), getDevice(carrier, TABLET.deviceId)]);
  return { plans: plans.data ?? [], device: device.data ?? null, error: plans.error };
}

/** `/Congratulation`: the route's module. */
export function EligiblePage() {
  const { plans, device, error } = useLoaderData<Awaited<ReturnType<typeof eligibleLoader>>>();
  const errorText = useCarrierErrorText();
  return <EligibleView plans={plans} device={device} loadError={error && errorText('listPlans', error)} />;
}

/** The eligible page (spec 001 §2): the offered plan, the tablet offer and the other plans. */
export function EligibleView({
  plans,
  device,
  loadError,
}: {
  plans: Plan[];
  device: Device | null;
  loadError?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const setTablets = useSetAtom(tabletsAtom);
  const [getTablet, setGetTablet] = useState(false);
  const [noPriorDevice, setNoPriorDevice] = useState(false);
  const offer = eligibleOfferPlan(plans);
  const others = plans.filter((plan) => plan.type === 'regular' && plan.id !== offer?.id);
  const price = intl.formatNumber(device?.price ?? TABLET.price, { style: 'currency', currency: 'USD' });

  const enrollNow = () => {
    setTablets(tabletChoice(getTablet, noPriorDevice));
    navigate(ROUTES.confirmAddress);
  };

  return (
    <section className="container section stack" data-gap="lg" aria-labelledby="eligible-title">
      <SuccessIcon size={56} className="enrolment-hero-icon" />
      <PageHeader
        title={
          <span id="eligible-title">
            <FormattedMessage id="eligible.qualified" />
          </span>
        }
        lead={intl.formatMessage({ id: 'enrolment.eligible.lead' })}
      />
      <div className="grid" data-columns="2">
        <Card
          as="article"
          variant="highlight"
          headingLevel={2}
          title={offer?.name ?? intl.formatMessage({ id: 'enrolment.eligible.planTitle' })}
          footer={offer && <PlanPrice plan={offer} />}
        >
          {offer ? (
            <PlanFacts plan={offer} />
          ) : (
            <p>{loadError ?? intl.formatMessage({ id: 'enrolment.enhanced.planUnavailable' })}</p>
          )}
        </Card>
        <Card
          as="article"
          headingLevel={2}
          title={device?.name ?? intl.formatMessage({ id: 'enrolment.tablet.defaultName' })}
        >
          <div className="stack" data-gap="sm">
            <TabletIcon size={48} className="enrolment-hero-icon" />
            <p>
              <FormattedMessage id="enrolment.eligible.tabletText" />
            </p>
            <p className="enrolment-price">
              <FormattedNumber value={device?.price ?? TABLET.price} style="currency" currency="USD" />
            </p>
            <Checkbox isSelected={getTablet} onChange={setGetTablet}>
              <FormattedMessage id="enrolment.eligible.getTablet" values={{ price }} />
            </Checkbox>
            <Checkbox isSelected={noPriorDevice} onChange={setNoPriorDevice}>
              <FormattedMessage id="enrolment.eligible.noPriorDevice" />
            </Checkbox>
          </div>
        </Card>
      </div>
      <div>
        <Button size="lg" onPress={enrollNow}>
          <FormattedMessage id="common.enrollNow" />
        </Button>
      </div>
      {others.length > 0 && (
        <section className="stack" aria-labelledby="other-plans-title">
          <h2 id="other-plans-title">
            <FormattedMessage id="enrolment.eligible.otherPlans" />
          </h2>
          <ul className="grid" data-columns="4" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {others.map((plan) => (
              <li key={plan.id}>
                <Card
                  as="article"
                  headingLevel={3}
                  title={plan.name}
                  footer={
                    <Link href={numberPlanPath(plan.id)}>
                      <FormattedMessage id="enrolment.eligible.seePlan" values={{ name: plan.name }} />
                    </Link>
                  }
                >
                  <PlanPrice plan={plan} />
                  <PlanFacts plan={plan} />
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
