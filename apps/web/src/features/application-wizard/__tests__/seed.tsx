import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { isPersonalData, type PersonalData, personalDataAtom } from '../../../lib/state/benefit';
import { cookieStorage } from '../../../lib/state/cookie-storage';
import { renderWithProviders } from '../../../testing/render';

/** Answers of steps 1 to 6 of an applicant who got that far. */
export const HELD: PersonalData = {
  firstName: 'Ana',
  lastName: 'Diaz',
  dob: '1990-05-17',
  ssn4: '4821',
  language: 'Spanish',
  contactPhoneNumber: '5125550143',
  contactEmail: 'ana.diaz@example.com',
  contactConsent: true,
  address: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  sameAddress: true,
  optionAdult: '2',
  consentInd: 'Y',
  MK1: 'AD',
  MK2: 'AD',
  eligibilityProgramCode: 'E2',
  checkTribal: false,
};

/** Renders a wizard page at its URL with these answers held. */
export async function renderStep(
  element: ReactElement,
  url: string,
  held: PersonalData = HELD,
  locale?: 'en' | 'es',
) {
  const store = createStore();
  store.set(personalDataAtom, held);
  return renderWithProviders(element, { url, store, locale });
}

/** The cookie the wizard keeps its answers in, emptied between tests. */
export function clearPersonalData() {
  cookieStorage(1, isPersonalData).removeItem('personalData');
}
