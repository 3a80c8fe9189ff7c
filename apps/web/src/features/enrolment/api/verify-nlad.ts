import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type VerifyRequest = components['schemas']['NladVerifyRequest'];
type Verification = components['schemas']['NladVerification'];

/** Checks before enrolling that the applicant matches the application and NLAD holds no conflicting record. */
export function verifyNlad(client: CarrierClient, body: VerifyRequest): Promise<Settled<Verification>> {
  return settle(client.POST('/public/nlad/verify', { body }));
}
