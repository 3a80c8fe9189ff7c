import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type AddOnActivation = components['schemas']['AddOnActivation'];

/** Activates a bought add-on on a line (MDN) with the activation code. */
export function activateAddOn(
  client: CarrierClient,
  mdn: string,
  activationCode: string,
): Promise<Settled<AddOnActivation>> {
  return settle(client.POST('/public/add-on_plan/activate', { body: { mdn, activationCode } }));
}
