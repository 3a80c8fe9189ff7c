import type { ApiError, components, Settled } from '@carrier/contracts';
import {
  type Consent,
  consentTimeZoneId,
  type EnrolmentReply,
  enrolmentOutcome,
  enrolmentPayload,
  subscriberEnrolmentPayload,
  tribalBenefitFlag,
} from '@carrier/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import {
  applicationIdAtom,
  eligibilityCheckIdAtom,
  isEligibleForDeviceAtom,
  nladErrorAtom,
  personalDataAtom,
  savedApplicantAtom,
  tabletsAtom,
} from '../../../lib/state/benefit';
import { resellerCodeAtom } from '../../../lib/state/preferences';
import { isLoggedInAtom } from '../../../lib/state/session';
import { toast } from '../../../lib/toast';
import { enrollNlad } from '../api/enroll-nlad';
import { transferNlad } from '../api/transfer-nlad';
import { type SavedShipping, savedShippingAtom, tribalBenefitAtom } from '../state/enrolment-state';

type Enrolment = components['schemas']['Enrolment'];

/** The consent of now, in the browser's zone as a UTC offset id (spec 001 §7). */
export function consentNow(): Consent {
  const now = new Date();
  return {
    consentTimeZoneId: consentTimeZoneId(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      now.getTimezoneOffset(),
    ),
    consentDateTime: now.toISOString(),
  };
}

/** The reply as the domain's enrolment outcome reads it; the NLAD subscriber id is the id the next pages use. */
function replyOf(result: Settled<Enrolment>): EnrolmentReply {
  if (result.error) {
    const { code, message, failureType, fieldErrors } = result.error;
    return { error: code, message, failureType, errors: fieldErrors };
  }
  const { data } = result;
  return {
    subscriberId: data.nladSubscriberId,
    orderId: data.publicOrderId,
    url: data.url,
    message: data.message,
  };
}

/**
 * Submits an enrolment or a transfer (the public call for a visitor, the subscriber's when logged in) and performs
 * what the domain's `enrolmentOutcome` decides. Answers the carrier's error, so a form can show its field errors.
 */
export function useEnrolment() {
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const tablets = useAtomValue(tabletsAtom);
  const storedEligible = useAtomValue(isEligibleForDeviceAtom);
  const storedApplicationId = useAtomValue(applicationIdAtom);
  const personal = useAtomValue(personalDataAtom);
  const tribalBenefit = useAtomValue(tribalBenefitAtom);
  const resellerCode = useAtomValue(resellerCodeAtom);
  const setSaved = useSetAtom(savedShippingAtom);
  const setApplicant = useSetAtom(savedApplicantAtom);
  const setApplicationId = useSetAtom(applicationIdAtom);
  const setCheckId = useSetAtom(eligibilityCheckIdAtom);
  const setEligible = useSetAtom(isEligibleForDeviceAtom);
  const setNladError = useSetAtom(nladErrorAtom);

  return useCallback(
    async (shipping: SavedShipping, transfer: boolean): Promise<ApiError | undefined> => {
      const data = {
        firstName: shipping.firstName ?? '',
        lastName: shipping.lastName ?? '',
        emailAddress: shipping.emailAddress ?? '',
        contactPhoneNumber: shipping.contactPhoneNumber ?? '',
        shippingAddress1: shipping.shippingAddress1 ?? '',
        shippingAddress2: shipping.shippingAddress2,
        shippingCity: shipping.shippingCity ?? '',
        shippingState: shipping.shippingState ?? '',
        state: shipping.state ?? personal.state,
        shippingZipcode: shipping.shippingZipcode ?? '',
        dob: shipping.dob ?? '',
        applicationId: shipping.applicationId ?? storedApplicationId ?? personal.applicationId ?? '',
        ebbpTribalBenefitFlag: shipping.ebbpTribalBenefitFlag ?? tribalBenefitFlag(tribalBenefit === 'true'),
        resellerCode: shipping.resellerCode ?? resellerCode ?? undefined,
      } satisfies SavedShipping;
      const consent = consentNow();
      const subscriberForm = { ...data, phone: data.contactPhoneNumber };
      const result = transfer
        ? await transferNlad(
            carrier,
            loggedIn
              ? { loggedIn, body: subscriberEnrolmentPayload(subscriberForm, consent, { transfer }) }
              : { loggedIn, body: enrolmentPayload(data, consent, { transfer }) },
          )
        : await enrollNlad(
            carrier,
            loggedIn
              ? { loggedIn, body: subscriberEnrolmentPayload(subscriberForm, consent, { transfer }) }
              : { loggedIn, body: enrolmentPayload(data, consent, { transfer }) },
          );

      setNladError(result.error ? result.error.code : RESET);
      const isEligibleForDevice = result.data ? result.data.isEligibleForDevice : storedEligible === 'true';
      if (result.data) setEligible(String(result.data.isEligibleForDevice));
      const outcome = enrolmentOutcome(replyOf(result), {
        tablets: tablets === 'Y' || tablets === 'N' ? tablets : null,
        isEligibleForDevice,
      });
      switch (outcome.kind) {
        case 'open-payment':
          window.location.assign(outcome.url);
          break;
        case 'toast':
          toast(noticeText(outcome.notice), 'error');
          break;
        case 'route':
          if (outcome.notice) toast(noticeText(outcome.notice), 'error');
          if (outcome.data === 'save') setSaved(data);
          if (outcome.data === 'clear') {
            setSaved(RESET);
            setApplicant(RESET);
            setApplicationId(RESET);
            setCheckId(RESET);
          }
          navigate(outcome.path);
          break;
      }
      return result.error;
    },
    [
      loggedIn,
      tablets,
      storedEligible,
      storedApplicationId,
      personal.applicationId,
      tribalBenefit,
      resellerCode,
      navigate,
      noticeText,
      setSaved,
      setApplicant,
      setApplicationId,
      setCheckId,
      setEligible,
      setNladError,
    ],
  );
}
