import { eligibilityCheckPayload } from '@carrier/domain';
import { anApplicant } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import {
  advanceClock,
  application,
  type CarrierError,
  checkEligibility,
  DAY_MS,
  demoSubscriber,
  enrol,
  enrolment,
  MOCK_ORIGIN,
  post,
  recheck,
  tribalApplicant,
} from './benefit-api';

const mock = useMock();

describe('supported states', () => {
  it.each([
    { code: 'NY', status: 200, body: { stateCode: 'NY', stateName: 'New York', supported: true } },
    {
      code: 'DC',
      status: 200,
      body: { stateCode: 'DC', stateName: 'District of Columbia', supported: true },
    },
    { code: 'IL', status: 404, body: { error: 'STATE_NOT_SUPPORTED' } },
    { code: 'PR', status: 404, body: { error: 'STATE_NOT_SUPPORTED' } },
    { code: 'ZZ', status: 404, body: { error: 'STATE_NOT_SUPPORTED' } },
    { code: 'ny', status: 400, body: { error: 'FIELD_VALIDATION_FAILED' } },
    { code: 'NEW', status: 400, body: { error: 'FIELD_VALIDATION_FAILED' } },
  ])('$code answers $status', async ({ code, status, body }) => {
    const reply = await mock.json({ method: 'GET', url: `/public/acp_supported_state/${code}` });
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject(body);
  });
});

const resolution = (id: string) => ({ resolution: { href: `${MOCK_ORIGIN}/verifier/${id}/resolution` } });
const certification = (id: string) => ({
  certification: { href: `${MOCK_ORIGIN}/verifier/${id}/certification` },
});

describe('the eligibility check at the simulated National Verifier', () => {
  it.each([
    { ssn4: '4821', status: 'COMPLETE', links: undefined },
    { ssn4: '1001', status: 'PENDING_RESOLUTION', links: resolution },
    { ssn4: '1002', status: 'PENDING_CERT', links: certification },
    { ssn4: '1003', status: 'PENDING_REVIEW', links: undefined },
    { ssn4: '1004', status: 'IN_PROGRESS', links: undefined },
    { ssn4: '1005', status: 'FAILURE', links: undefined },
    { ssn4: '1006', status: 'APP_CLOSED_OR_EXPIRED', links: undefined },
    { ssn4: '1007', status: 'APPROVED', links: undefined },
    { ssn4: '1008', status: 'APPLICATION_NOT_FOUND', links: undefined },
  ])('SSN $ssn4 answers 200 $status', async ({ ssn4, status, links }) => {
    const reply = await checkEligibility(mock, anApplicant({ ssn4 }));
    expect(reply.status).toBe(200);
    const { body } = reply;
    expect(body.status).toBe(status);
    expect(body.applicationId).toMatch(/^A24-\d{6}$/);
    expect(body.eligibilityCheckId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(body.tribalStatusConfirmed).toBe(false);
    expect(body._links).toEqual(links?.(body.applicationId));
    const magic = `eligibility.check.${status.toLowerCase().replaceAll('_', '-')}`;
    expect(reply.headers['x-mock-outcome']).toBe(ssn4 === '4821' ? 'state' : magic);
  });

  it.each([
    { ssn4: '1009', status: 404, error: 'ELIGIBILITY_CHECK_NOT_FOUND' },
    { ssn4: '1010', status: 404, error: 'APPLICATION_NOT_FOUND' },
  ])('SSN $ssn4 answers $status $error', async ({ ssn4, status, error }) => {
    const reply = await checkEligibility(mock, anApplicant({ ssn4 }));
    expect(reply.status).toBe(status);
    expect(reply.body.error).toBe(error);
  });

  it.each([
    { name: 'an address in an uncovered state', body: anApplicant({ state: 'IL', zipCode: '60601' }) },
    { name: 'an uncovered state even with a magic SSN', body: anApplicant({ ssn4: '1001', state: 'IL' }) },
  ])('answers 400 STATE_NOT_SUPPORTED for $name', async ({ body }) => {
    const reply = await checkEligibility(mock, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('STATE_NOT_SUPPORTED');
  });

  it.each(['E1', 'E2', 'E54'] as const)(
    'accepts a non-tribal applicant whose eligibilityCode is the program code %s (the domain’s payload)',
    async (code) => {
      const payload = eligibilityCheckPayload({
        ...anApplicant({ eligibilityProgramCode: code }),
        checkTribal: false,
      });
      expect(payload?.eligibilityCode).toBe(code);
      const reply = await checkEligibility(mock, payload ?? {});
      expect(reply.status).toBe(200);
      expect(reply.body.status).toBe('COMPLETE');
    },
  );

  it.each([
    {
      case: 'initials that are not the names’ first letters',
      body: anApplicant({ MK1: 'XY' }),
      errors: [
        {
          field: 'MK1',
          description: 'First character of first name and first character of last name is not correct',
        },
      ],
    },
    {
      case: 'a state the zip code is not in',
      body: anApplicant({ state: 'TX', zipCode: '60601' }),
      errors: [{ field: 'state', message: 'State Invalid' }],
    },
    {
      case: 'an applicant under 18',
      body: anApplicant({ dob: '2015-01-01' }),
      errors: [{ field: 'dob', message: 'You must be at least 18 years old' }],
    },
    {
      case: 'an eligibility code that is not the chosen program',
      body: anApplicant({ eligibilityProgramCode: 'E2', eligibilityCode: 'E3' }),
      errors: [{ field: 'eligibilityCode', message: 'eligibilityCode must be the chosen program’s code' }],
    },
  ])('answers 400 FIELD_VALIDATION_FAILED for $case, and files nothing', async ({ body, errors }) => {
    const before = (await mock.start()).world.state.benefit.applications.length;
    const reply = await checkEligibility(mock, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'FIELD_VALIDATION_FAILED', message: 'Validation failed', errors });
    expect(mock.world.state.benefit.applications).toHaveLength(before);
  });

  it('answers 400 INVALID_RESELLER_CODE for an unknown reseller code, and accepts a known one', async () => {
    const unknown = await checkEligibility(mock, anApplicant({ resellerCode: 'NOPE' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('INVALID_RESELLER_CODE');
    const known = await checkEligibility(mock, anApplicant({ resellerCode: 'RS-ALPHA' }));
    expect(known.body.status).toBe('COMPLETE');
  });

  it.each([
    { tribalId: '402918337', confirmed: true },
    { tribalId: '402919999', confirmed: false },
  ])(
    'a tribal applicant with tribal id $tribalId is COMPLETE, tribal status confirmed $confirmed',
    async ({ tribalId, confirmed }) => {
      const { status, body } = await checkEligibility(mock, tribalApplicant(tribalId));
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'COMPLETE', tribalStatusConfirmed: confirmed });
    },
  );

  it('answers 400 INVALID_TRIBAL_ID for a tribal id starting 000', async () => {
    const { status, body } = await checkEligibility(mock, tribalApplicant('000123'));
    expect(status).toBe(400);
    expect(body.error).toBe('INVALID_TRIBAL_ID');
  });

  it.each([
    { scenario: 'eligibility.check.pending-continued-eligibility', status: 'PENDING_CONTINUED_ELIGIBILITY' },
    {
      scenario: 'eligibility.check.pending-continued-eligibility-batch',
      status: 'PENDING_CONTINUED_ELIGIBILITY_BATCH',
    },
  ])('a forced $status carries the resolution link', async ({ scenario, status }) => {
    const { body } = await checkEligibility(mock, anApplicant(), { 'x-mock-scenario': scenario });
    expect(body.status).toBe(status);
    expect(body._links).toEqual(resolution(body.applicationId));
  });

  it('rejects a request that breaks the document (no SSN for a non-tribal applicant)', async () => {
    const { ssn4: _, ...withoutSsn } = anApplicant();
    const { status, body } = await checkEligibility(mock, withoutSsn);
    expect(status).toBe(400);
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
  });

  it('runs a subscriber’s check like a guest’s', async () => {
    const subscriber = await demoSubscriber(mock);
    const { status, body } = await post<Schemas['EligibilityResult']>(
      mock,
      '/subscriber/acp/eligibility-check',
      anApplicant({ ssn4: '1002' }),
      subscriber.headers,
    );
    expect(status).toBe(200);
    expect(body._links).toEqual(certification(body.applicationId));
  });

  it('asks for a token on the subscriber check', async () => {
    const { status } = await post(mock, '/subscriber/acp/eligibility-check', anApplicant());
    expect(status).toBe(401);
  });
});

describe('the recheck by ids', () => {
  it('answers the application’s status, not its SSN’s, once the verifier moved it', async () => {
    const ids = await application(mock, '1001');
    expect((await recheck(mock, ids)).body.status).toBe('PENDING_RESOLUTION');
    await mock.request({
      method: 'POST',
      url: `/verifier/${ids.applicationId}/resolution`,
      payload: 'outcome=COMPLETE',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const { body, headers } = await recheck(mock, ids);
    expect(body).toMatchObject({ ...ids, status: 'COMPLETE' });
    expect(body._links).toBeUndefined();
    expect(headers['x-mock-outcome']).toBe('state');
  });

  it('keeps a status forced on a recheck', async () => {
    const ids = await application(mock);
    const forced = await recheck(mock, ids, { 'x-mock-scenario': 'eligibility.check.pending-review' });
    expect(forced.body.status).toBe('PENDING_REVIEW');
    expect((await recheck(mock, ids)).body.status).toBe('PENDING_REVIEW');
  });

  it.each([
    {
      name: 'unknown ids',
      ids: () => ({
        applicationId: 'A24-999999',
        eligibilityCheckId: '00000000-0000-4000-8000-000000000000',
      }),
    },
    {
      name: 'ids of two applications',
      ids: async () => {
        const first = await application(mock);
        const second = await application(mock);
        return { applicationId: first.applicationId, eligibilityCheckId: second.eligibilityCheckId };
      },
    },
  ])('answers 404 ELIGIBILITY_CHECK_NOT_FOUND for $name', async ({ ids }) => {
    const { status, body } = await recheck(mock, await ids());
    expect(status).toBe(404);
    expect(body.error).toBe('ELIGIBILITY_CHECK_NOT_FOUND');
  });

  it('says APP_CLOSED_OR_EXPIRED once the mock clock passes 30 days, and NLAD no longer takes it', async () => {
    const ids = await application(mock);
    await advanceClock(mock, 29 * DAY_MS);
    expect((await recheck(mock, ids)).body.status).toBe('COMPLETE');
    await advanceClock(mock, DAY_MS);
    expect((await recheck(mock, ids)).body.status).toBe('APP_CLOSED_OR_EXPIRED');
    const enrolled = await enrol(mock, enrolment(ids.applicationId));
    expect(enrolled.status).toBe(404);
    expect(enrolled.body.error).toBe('APPLICATION_NOT_FOUND');
  });
});

describe('the status lookup', () => {
  type StatusReply = Schemas['EligibilityStatusResult'] & CarrierError;
  const lookUp = (body: object) => post<StatusReply>(mock, '/public/acp/eligibility-check/status', body);

  it.each([
    { name: 'both ids', pick: (ids: { applicationId: string; eligibilityCheckId: string }) => ids },
    {
      name: 'the application id',
      pick: (ids: { applicationId: string }) => ({ applicationId: ids.applicationId }),
    },
    {
      name: 'the eligibility check id',
      pick: (ids: { eligibilityCheckId: string }) => ({ eligibilityCheckId: ids.eligibilityCheckId }),
    },
  ])('finds the application by $name', async ({ pick }) => {
    const ids = await application(mock, '1003');
    const { status, body } = await lookUp({ ...pick(ids), carrierUrl: 'http://127.0.0.1:5173' });
    expect(status).toBe(200);
    expect(body).toEqual({
      statusCode: 200,
      status: 'PENDING_REVIEW',
      message: 'Your application is being reviewed',
    });
  });

  it('answers 404 for an unknown id and 400 without any id', async () => {
    const unknown = await lookUp({ applicationId: 'A24-999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('ELIGIBILITY_CHECK_NOT_FOUND');
    const empty = await lookUp({ carrierUrl: 'http://127.0.0.1:5173' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('FIELD_VALIDATION_FAILED');
  });
});
