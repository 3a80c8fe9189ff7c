import { anApplicant } from '@carrier/scenarios/test-data';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { uniqueLetters } from './people';

export interface Applicant {
  firstName: string;
  lastName: string;
  address: string;
  applicationId: string;
}

/**
 * What the application (wizard and eligibility check) leaves behind, without depending on its pages: an
 * application on the mock made by the eligibility check with this SSN's last 4 (any ordinary one is COMPLETE),
 * and the stored client data (the personal-data cookie, local `ApplicationId`).
 */
export async function applyFor(
  page: Page,
  request: APIRequestContext,
  mockUrl: string,
  ssn4: string,
): Promise<Applicant> {
  const lastName = `Lopez${uniqueLetters()}`;
  const address = `${Math.floor(Math.random() * 9000) + 100} Fifth Avenue`;
  const applicant = anApplicant({
    lastName,
    ssn4,
    language: 'English',
    address,
    contactEmail: `maria.${lastName.toLowerCase()}@example.com`,
  });
  const response = await request.post(`${mockUrl}/public/acp/eligibility-check`, { data: applicant });
  expect(response.ok(), await response.text()).toBe(true);
  const { applicationId, eligibilityCheckId, status } = await response.json();
  expect(status).toBe('COMPLETE');
  const personalData = { ...applicant, applicationId, eligibilityCheckId };
  await page.context().addCookies([
    {
      name: 'personalData',
      value: encodeURIComponent(JSON.stringify(personalData)),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
  await page.addInitScript(
    ([id, check]) => {
      localStorage.setItem('ApplicationId', id);
      localStorage.setItem('eligibilityCheckId', check);
    },
    [applicationId, eligibilityCheckId] as const,
  );
  return { firstName: 'Maria', lastName, address, applicationId };
}
