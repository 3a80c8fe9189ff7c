import type { components } from '@carrier/contracts/types';

/** A US street address, in the names the applicant's data gives it (the document's `ApplicantData`). */
export type Address = Pick<components['schemas']['ApplicantData'], 'address' | 'city' | 'state' | 'zipCode'>;

/** The document's address: 350 Fifth Avenue, New York, NY 10118 (a covered state). */
export function anAddress(overrides: Partial<Address> = {}): Required<Address> {
  return { address: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10118', ...overrides };
}
