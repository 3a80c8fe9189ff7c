import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type SupportedState = components['schemas']['SupportedState'];
type StateCode = components['schemas']['StateCode'];

/** Asks the carrier whether the benefit covers a state: 200 when it does, 404 STATE_NOT_SUPPORTED otherwise. */
export function getSupportedState(
  client: CarrierClient,
  stateCode: StateCode,
): Promise<Settled<SupportedState>> {
  return settle(client.GET('/public/acp_supported_state/{stateCode}', { params: { path: { stateCode } } }));
}
