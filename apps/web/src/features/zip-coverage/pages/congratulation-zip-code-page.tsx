import { addonKind, ROUTES, visibleAddons, wizardStepPath } from '@carrier/domain';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { listAddOnPlans } from '../../../lib/carrier/list-add-on-plans';
import { Alert, Badge, Card, CheckIcon, LinkButton, TabletIcon } from '../../../ui';
import '../coverage.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

/** The data add-ons the page offers as upgrades come from the catalogue. */
export function congratulationZipCodeLoader() {
  return listAddOnPlans(carrier);
}

const features = defineMessages({
  callerId: { id: 'coverage.congrats.feature.callerId' },
  callWaiting: { id: 'coverage.congrats.feature.callWaiting' },
  threeWay: { id: 'coverage.congrats.feature.threeWay' },
  voicemail: { id: 'coverage.congrats.feature.voicemail' },
  talk: { id: 'coverage.congrats.feature.talk' },
  shipping: { id: 'coverage.congrats.feature.shipping' },
});

/** `/CongratulationZipCodePage`: the ACP Premium Plan the zip qualifies for, its features and data upgrades. */
export function CongratulationZipCodePage() {
  const intl = useIntl();
  const loaded = useLoaderData<Awaited<ReturnType<typeof listAddOnPlans>>>();
  const errorText = useCarrierErrorText();
  const upgrades = (loaded.data ? visibleAddons(loaded.data) : []).filter(
    (addon) => addonKind(addon) === 'data',
  );
  return (
    <section className="container section stack" data-gap="lg" aria-labelledby="congrats-zip-title">
      <div className="stack">
        <h1 id="congrats-zip-title">
          <FormattedMessage id="coverage.congrats.title" />
        </h1>
        <p className="lead">
          <FormattedMessage id="coverage.congrats.lead" />
        </p>
      </div>
      <div className="coverage__offer">
        <Card
          as="article"
          variant="highlight"
          headingLevel={2}
          title={<FormattedMessage id="coverage.congrats.planName" />}
          footer={
            <div className="cluster">
              <LinkButton href={wizardStepPath(1)}>
                <FormattedMessage id="common.applyNow" />
              </LinkButton>
              <LinkButton href={ROUTES.acp} variant="secondary">
                <FormattedMessage id="coverage.congrats.back" />
              </LinkButton>
            </div>
          }
        >
          <p className="coverage__price">
            <FormattedMessage
              id="coverage.congrats.price"
              values={{
                price: intl.formatNumber(0, { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }),
                small: (chunks) => <small>{chunks}</small>,
              }}
            />
          </p>
          <ul className="coverage__perks">
            <li>
              <CheckIcon size={18} />
              <FormattedMessage id="coverage.congrats.freePlan" />
            </li>
            <li>
              <TabletIcon size={18} />
              <FormattedMessage id="coverage.congrats.freeTablet" />
            </li>
          </ul>
          <h3 className="coverage__subheading">
            <FormattedMessage id="coverage.congrats.featuresTitle" />
          </h3>
          <ul className="coverage__features">
            {Object.entries(features).map(([key, message]) => (
              <li key={key}>
                <CheckIcon size={16} />
                {intl.formatMessage(message)}
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" headingLevel={2} title={<FormattedMessage id="coverage.congrats.upgradesTitle" />}>
          <p>
            <FormattedMessage id="coverage.congrats.upgradesLead" />
          </p>
          {loaded.error ? (
            <Alert tone="error">{errorText('listAddOnPlans', loaded.error)}</Alert>
          ) : (
            <ul className="coverage__upgrades">
              {upgrades.map((addon) => (
                <li key={addon.id}>
                  <span>{addon.name}</span>
                  <Badge tone="info">
                    <FormattedNumber
                      value={addon.discountedPrice ?? addon.price}
                      style="currency"
                      currency="USD"
                    />
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </section>
  );
}
