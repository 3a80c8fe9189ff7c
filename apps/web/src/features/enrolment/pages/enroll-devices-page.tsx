import type { components } from '@carrier/contracts';
import { deviceClaimOutcome, deviceClaimPayload, nladVerifyPayload, queryGuard } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { applicationIdAtom, personalDataAtom } from '../../../lib/state/benefit';
import { isLoggedInAtom } from '../../../lib/state/session';
import { toast } from '../../../lib/toast';
import { Alert, Badge, Button, Card, PageHeader, RequiredFieldsNote, TabletIcon } from '../../../ui';
import { claimDeviceBenefit } from '../api/claim-device-benefit';
import { listDevices } from '../api/list-devices';
import { verifyNlad } from '../api/verify-nlad';
import { ShippingFields, savedOf, shippingValues, useShippingForm } from '../components/shipping-form';
import { consentNow } from '../hooks/use-enrolment';
import { savedShippingAtom } from '../state/enrolment-state';
import '../components/enrolment.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

type Device = components['schemas']['Device'];

/** The devices the benefit offers (the pages' filters). */
export function enrollDevicesLoader() {
  return listDevices(carrier);
}

/** `/EnrollDevices?id=`: the route's module. */
export function EnrollDevicesPage() {
  const devices = useLoaderData<Awaited<ReturnType<typeof enrollDevicesLoader>>>();
  const errorText = useCarrierErrorText();
  return (
    <EnrollDevicesView
      devices={devices.data ?? []}
      loadError={devices.error && errorText('listDevices', devices.error)}
    />
  );
}

const money = { style: 'currency', currency: 'USD' } as const;

/** Device selection and the confirm form; the claim opens the co-pay checkout in a new tab (spec 001 §2, §7). */
export function EnrollDevicesView({ devices, loadError }: { devices: Device[]; loadError?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const errorText = useCarrierErrorText();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const guard = useMemo(() => queryGuard('enrollDevices', { id }), [id]);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const saved = useAtomValue(savedShippingAtom);
  const personal = useAtomValue(personalDataAtom);
  const storedApplicationId = useAtomValue(applicationIdAtom);
  const [isPending, setPending] = useState(false);
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const [checkoutUrl, setCheckoutUrl] = useState<string>();
  const initial = useMemo(
    () =>
      shippingValues({
        firstName: personal.firstName,
        lastName: personal.lastName,
        dob: personal.dob,
        emailAddress: personal.contactEmail,
        contactPhoneNumber: personal.contactPhoneNumber,
        shippingAddress1: personal.address,
        shippingCity: personal.city,
        shippingState: personal.state,
        shippingZipcode: personal.zipCode,
        ...Object.fromEntries(Object.entries(saved ?? {}).filter(([, value]) => value)),
      }),
    [saved, personal],
  );
  const form = useShippingForm(initial, true);

  const guarded = useRef(false);
  useEffect(() => {
    // Once: the toast and the redirect happen on arrival, not again when the router re-renders.
    if (!guard || guarded.current) return;
    guarded.current = true;
    toast(noticeText(guard.toast), 'error');
    if (guard.redirect) navigate(guard.redirect, { replace: true });
  }, [guard, navigate, noticeText]);
  if (guard) return null;

  const deviceError = form.field('deviceId').errorMessage;
  const chosen = form.values.deviceId;

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    setErrorLines([]);
    setCheckoutUrl(undefined);
    const shipping = savedOf(values);
    // A guest's application is verified with NLAD first, with the SSN the form asks for; a subscriber's
    // claim names their own enrolment.
    const applicationId = storedApplicationId ?? personal.applicationId ?? saved?.applicationId;
    if (!loggedIn && applicationId) {
      const verified = await verifyNlad(
        carrier,
        nladVerifyPayload(
          {
            applicationId,
            firstName: shipping.firstName ?? '',
            lastName: shipping.lastName ?? '',
            dob: shipping.dob ?? '',
            ssn4: values.ssn4,
            emailAddress: shipping.emailAddress,
            contactPhoneNumber: shipping.contactPhoneNumber,
          },
          consentNow(),
        ),
      );
      if (verified.error) {
        setPending(false);
        if (verified.error.fieldErrors.length > 0) setErrorLines(form.showServerErrors(verified.error));
        toast(errorText('verifyNlad', verified.error), 'error');
        return;
      }
    }
    const body = deviceClaimPayload(
      {
        firstName: shipping.firstName ?? '',
        lastName: shipping.lastName ?? '',
        emailAddress: shipping.emailAddress ?? '',
        primaryAddress1: shipping.shippingAddress1 ?? '',
        primaryAddress2: shipping.shippingAddress2,
        primaryCity: shipping.shippingCity ?? '',
        primaryState: shipping.shippingState ?? '',
        primaryZipCode: shipping.shippingZipcode ?? '',
        dob: shipping.dob ?? '',
        ssn4: values.ssn4,
      },
      id,
      Number(values.deviceId),
    );
    const result = await claimDeviceBenefit(carrier, loggedIn, body);
    setPending(false);
    const reply = result.error
      ? { error: result.error.code, errors: result.error.fieldErrors }
      : { url: result.data.url };
    const outcome = deviceClaimOutcome(
      reply,
      loggedIn ? 'claimSubscriberDeviceBenefit' : 'claimDeviceBenefit',
    );
    if (outcome.kind === 'open-payment') {
      setCheckoutUrl(outcome.url);
      window.open(outcome.url, '_blank', 'noopener');
    } else if (outcome.kind === 'show-errors') setErrorLines(outcome.lines.map(noticeText));
    else {
      toast(noticeText(outcome.notice), 'error');
      if (outcome.path) navigate(outcome.path, { replace: true });
    }
  });

  return (
    <section className="container section stack" aria-labelledby="devices-title">
      <PageHeader
        title={
          <span id="devices-title">
            <FormattedMessage id="enrolment.devices.title" />
          </span>
        }
        lead={intl.formatMessage({ id: 'enrolment.devices.lead' })}
      />
      {loadError && <Alert tone="error">{loadError}</Alert>}
      <form className="stack" data-gap="lg" noValidate onSubmit={submit}>
        <fieldset className="enrolment-dob stack" aria-describedby={deviceError ? 'device-error' : undefined}>
          <legend className="visually-hidden">
            <FormattedMessage id="enrolment.devices.listLabel" />
          </legend>
          {devices.length === 0 && !loadError && (
            <Alert tone="info">
              <FormattedMessage id="enrolment.devices.none" />
            </Alert>
          )}
          <ul className="enrolment-devices grid">
            {devices.map((device) => {
              const isChosen = chosen === String(device.id);
              return (
                <li key={device.id} className="enrolment-device" data-chosen={isChosen}>
                  <Card
                    as="article"
                    title={device.name}
                    variant={isChosen ? 'highlight' : 'default'}
                    footer={
                      <Button
                        variant={isChosen ? 'primary' : 'secondary'}
                        isFullWidth
                        aria-pressed={isChosen}
                        onPress={() => form.setValue('deviceId', String(device.id))}
                      >
                        {isChosen ? (
                          <FormattedMessage id="enrolment.devices.chosen" />
                        ) : (
                          <FormattedMessage id="enrolment.devices.choose" values={{ name: device.name }} />
                        )}
                      </Button>
                    }
                  >
                    <div className="stack" data-gap="sm">
                      <TabletIcon size={40} className="enrolment-hero-icon" />
                      <dl className="enrolment-facts">
                        <dt>
                          <FormattedMessage id="enrolment.devices.brand" />
                        </dt>
                        <dd>{device.brand ?? intl.formatMessage({ id: 'enrolment.na' })}</dd>
                        <dt>
                          <FormattedMessage id="enrolment.devices.model" />
                        </dt>
                        <dd>{device.modelNumber}</dd>
                        <dt>
                          <FormattedMessage id="enrolment.devices.fourG" />
                        </dt>
                        <dd>
                          {device.haveSimCardSlot ? (
                            <FormattedMessage id="enrolment.yes" />
                          ) : (
                            <FormattedMessage id="enrolment.no" />
                          )}
                        </dd>
                        <dt>
                          <FormattedMessage id="enrolment.devices.acpPrice" />
                        </dt>
                        <dd>
                          <FormattedNumber value={device.price} {...money} />
                        </dd>
                        <dt>
                          <FormattedMessage id="enrolment.devices.marketValue" />
                        </dt>
                        <dd>
                          <s>
                            <FormattedNumber value={device.marketValue} {...money} />
                          </s>
                        </dd>
                      </dl>
                      {isChosen && (
                        <Badge tone="success">
                          <FormattedMessage id="enrolment.devices.chosenBadge" />
                        </Badge>
                      )}
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
          {deviceError && (
            <p id="device-error" className="field__error">
              {deviceError}
            </p>
          )}
        </fieldset>
        <div className="stack narrow-page">
          <h2>
            <FormattedMessage id="enrolment.devices.confirmTitle" />
          </h2>
          <RequiredFieldsNote />
          <ShippingFields form={form} withSsn />
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          {errorLines.length > 0 && (
            <Alert tone="error">
              <ul className="enrolment-list">
                {errorLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          )}
          {checkoutUrl && (
            <Alert tone="success" title={intl.formatMessage({ id: 'enrolment.devices.checkoutOpened' })}>
              <p>
                <FormattedMessage id="enrolment.devices.checkoutHelp" />{' '}
                <a href={checkoutUrl} target="_blank" rel="noopener">
                  <FormattedMessage id="enrolment.devices.checkoutLink" />
                </a>
              </p>
            </Alert>
          )}
          <div>
            <Button type="submit" isPending={isPending}>
              <FormattedMessage id="enrolment.devices.submit" />
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
