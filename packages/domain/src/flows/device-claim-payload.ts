import type { components } from '@carrier/contracts/types';
import { PAYMENT_GATEWAY } from '../carrier/codes';
import { withoutBlanks } from './prune';

/** The device confirm form (spec 001 §5): the shipping form's fields and the SSN it checks. */
export interface DeviceConfirmForm {
  firstName: string;
  lastName: string;
  emailAddress: string;
  primaryAddress1: string;
  primaryAddress2?: string | null;
  primaryCity: string;
  primaryState: string;
  primaryZipCode: string;
  /** mm/dd/yyyy */
  dob: string;
  /** Checked by the form, not sent: the claim payload has no SSN (spec 001 §3). */
  ssn4?: string | null;
}

/** The device claim payload (spec 001 §3): the form, the query's id as `nladSubscriberId`, stripe. */
export function deviceClaimPayload(
  form: DeviceConfirmForm,
  nladSubscriberId: string,
  deviceId: number,
): components['schemas']['DeviceClaimRequest'] {
  const { ssn4: _checkedOnly, ...fields } = form;
  return withoutBlanks<components['schemas']['DeviceClaimRequest']>()({
    ...fields,
    nladSubscriberId,
    deviceId,
    paymentGateway: PAYMENT_GATEWAY,
  });
}
