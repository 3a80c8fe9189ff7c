import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type PersonalDataRequest = components['schemas']['PersonalDataRequest'];
type MessageResponse = components['schemas']['MessageResponse'];

/** Files the wizard's personal data under the application (the enhanced-service page, whose reply is ignored). */
export function submitPersonalData(
  client: CarrierClient,
  body: PersonalDataRequest,
): Promise<Settled<MessageResponse>> {
  return settle(client.POST('/public/acp/personal-data', { body }));
}
