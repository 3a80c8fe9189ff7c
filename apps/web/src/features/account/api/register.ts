import { type CarrierClient, type operations, type Settled, settle } from '@carrier/contracts';

type Operation = operations['registerSubscriber'];
/** Either shape the carrier accepts: the full registration, or the benefit area's short one. */
export type Registration = Operation['requestBody']['content']['application/json'];
type Registered = Operation['responses'][201]['content']['application/json'];

/** Creates a subscriber account; the carrier e-mails a verification code. */
export function register(client: CarrierClient, body: Registration): Promise<Settled<Registered>> {
  return settle(client.POST('/public/auth/register', { body }));
}
