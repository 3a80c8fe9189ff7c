import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Validity = components['schemas']['ResellerCodeValidity'];

/** Whether a reseller code exists and is active; an unknown code is `isValid: false`, not an error. */
export function validateResellerCode(
  client: CarrierClient,
  resellerCode: string,
): Promise<Settled<Validity>> {
  return settle(client.POST('/public/utility/is_valid_reseller_code', { body: { resellerCode } }));
}
