import { anApplicant } from '@carrier/scenarios/test-data';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { uniqueLetters } from './people';

/** An application the eligibility check answered, and what the wizard left in the browser for it. */
export interface Applicant {
  firstName: string;
  lastName: string;
  address: string;
  applicationId: string;
  eligibilityCheckId: string;
  /** The National Verifier's page the check sent the applicant to, if any (SSN 1001: documents, 1002: certify). */
  verifierHref: string | undefined;
}

/**
 * What the application wizard and its eligibility check leave behind for an anonymous visitor, without walking its
 * pages (their own journeys do): an application on the mock (the SSN's last 4 pick its outcome; an ordinary one is
 * COMPLETE), the personal-data cookie and the stored ids. One household per call.
 */
export async function applyAsGuest(
  page: Page,
  request: APIRequestContext,
  mockUrl: string,
  ssn4 = '4821',
): Promise<Applicant> {
  const letters = uniqueLetters();
  const lastName = `Lopez${letters}`;
  // A street of its own: a random number on one street met an enrolled household now and then (DUPLICATE_ADDRESS).
  const address = `${Math.floor(Math.random() * 9000) + 100} ${letters[0]?.toUpperCase()}${letters.slice(1)} Avenue`;
  const applicant = anApplicant({
    lastName,
    ssn4,
    language: 'English',
    address,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    contactPhoneNumber: '5125550143',
    contactEmail: `maria.${lastName.toLowerCase()}@example.com`,
  });
  const response = await request.post(`${mockUrl}/public/acp/eligibility-check`, { data: applicant });
  expect(response.ok(), await response.text()).toBe(true);
  const { applicationId, eligibilityCheckId, _links: links } = await response.json();
  await page.context().addCookies([
    {
      name: 'personalData',
      value: encodeURIComponent(JSON.stringify({ ...applicant, applicationId, eligibilityCheckId })),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
  // Stored once, as the wizard does (a page that later clears them must find them gone), from a document of the
  // site's origin that runs no script of its own.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([id, check]) => {
      localStorage.setItem('ApplicationId', id);
      localStorage.setItem('eligibilityCheckId', check);
    },
    [applicationId, eligibilityCheckId] as const,
  );
  const verifierHref: string | undefined = links?.resolution?.href ?? links?.certification?.href;
  return { firstName: 'Maria', lastName, address, applicationId, eligibilityCheckId, verifierHref };
}
