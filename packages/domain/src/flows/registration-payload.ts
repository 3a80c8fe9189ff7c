import type { components } from '@carrier/contracts/types';
import { type Blankable, withoutBlanks } from './prune';

type RegistrationRequest = components['schemas']['RegistrationRequest'];

/**
 * The registration payload (DESIGN: both shapes are accepted): the registration page sends the names of the
 * register step and every field it has (spec 000 §3); the benefit area sends only e-mail, password and
 * confirmation (spec 001 §7). Either way an optional reseller code, and no empty field.
 */
export function registrationPayload(input: Blankable<RegistrationRequest>): RegistrationRequest {
  return withoutBlanks<RegistrationRequest>()({ ...input });
}
