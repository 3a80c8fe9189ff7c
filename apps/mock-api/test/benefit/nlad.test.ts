import { anApplicant } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import {
  application,
  type ClaimReply,
  checkEligibility,
  claim,
  deviceClaim,
  type EnrolmentReply,
  enrol,
  enrolment,
  MOCK_ORIGIN,
  newSubscriber,
  post,
  subscriberEnrolment,
  subscriberTransfer,
  transfer,
  tribalApplicant,
} from './benefit-api';

const mock = useMock();

const transferNlad = (body: object) => post<EnrolmentReply>(mock, '/public/nlad/transfer', body);

describe('enrolment in NLAD', () => {
  it('enrols an approved application: NLAD and subscriber ids, no order, device benefit open', async () => {
    const { applicationId } = await application(mock);
    const { status, body, headers } = await enrol(mock, enrolment(applicationId));
    expect(status).toBe(201);
    expect(body).toEqual({
      nladSubscriberId: expect.stringMatching(/^NL[0-9A-Z]{7}$/),
      subscriberId: expect.any(Number),
      applicationId,
      orderId: null,
      publicOrderId: null,
      fulfillmentId: null,
      isEligibleForDevice: true,
      message: 'Enrolment submitted',
    });
    expect(headers['x-mock-outcome']).toBe('state');
  });

  it('also enrols an APPROVED application (SSN 1007)', async () => {
    const { applicationId } = await application(mock, '1007');
    expect((await enrol(mock, enrolment(applicationId))).status).toBe(201);
  });

  it.each([
    { ssn4: '2001', status: 409, error: 'DUPLICATE_SUBSCRIBER', failureType: 'Duplicate subscriber' },
    { ssn4: '2002', status: 400, error: 'INVALID_APPLICATION_ID', failureType: undefined },
    { ssn4: '2004', status: 422, error: 'CANNOT_UPDATE_DEVICE', failureType: 'Device benefit already used' },
    { ssn4: '2005', status: 409, error: 'DUPLICATE_ADDRESS', failureType: 'Duplicate address' },
  ])(
    'answers $status $error for an applicant with SSN $ssn4',
    async ({ ssn4, status, error, failureType }) => {
      const { applicationId } = await application(mock, ssn4);
      const { body, ...reply } = await enrol(mock, enrolment(applicationId));
      expect(reply.status).toBe(status);
      expect(body.error).toBe(error);
      expect(body.failureType).toBe(failureType);
    },
  );

  it('takes the SSN of the enrolment body when it sends one', async () => {
    const { applicationId } = await application(mock);
    const { status, body } = await enrol(mock, enrolment(applicationId, { ssn4: '2002' }));
    expect(status).toBe(400);
    expect(body.error).toBe('INVALID_APPLICATION_ID');
  });

  it.each([
    { ssn4: '2001', status: 201, error: undefined },
    { ssn4: '2002', status: 400, error: 'INVALID_APPLICATION_ID' },
    { ssn4: '2003', status: 422, error: 'INELIGIBLE_FOR_TRANSFER' },
    { ssn4: '2004', status: 422, error: 'CANNOT_UPDATE_DEVICE' },
    { ssn4: '2005', status: 201, error: undefined },
  ])('a transfer of an applicant with SSN $ssn4 answers $status', async ({ ssn4, status, error }) => {
    const { applicationId } = await application(mock, ssn4);
    const reply = await transferNlad(transfer(applicationId));
    expect(reply.status).toBe(status);
    expect(reply.body.error).toBe(error);
  });

  it('enrols SSN 2003 (it only blocks transfers)', async () => {
    const { applicationId } = await application(mock, '2003');
    expect((await enrol(mock, enrolment(applicationId))).status).toBe(201);
  });

  it('offers the transfer to a duplicate: enrol 2001 → DUPLICATE_SUBSCRIBER, transfer → enrolled', async () => {
    const { applicationId } = await application(mock, '2001');
    expect((await enrol(mock, enrolment(applicationId))).body.error).toBe('DUPLICATE_SUBSCRIBER');
    expect((await transferNlad(transfer(applicationId))).body.applicationId).toBe(applicationId);
  });

  it('enrols an SSN 2004 applicant without the device benefit, so a retry is a duplicate', async () => {
    const { applicationId } = await application(mock, '2004');
    expect((await enrol(mock, enrolment(applicationId))).body.error).toBe('CANNOT_UPDATE_DEVICE');
    expect((await enrol(mock, enrolment(applicationId))).body.error).toBe('DUPLICATE_SUBSCRIBER');
  });

  it('tells a household enrolled here so, and refuses its transfer to where the benefit already is (edges audit E-2)', async () => {
    const { applicationId } = await application(mock);
    expect((await enrol(mock, enrolment(applicationId))).status).toBe(201);
    const again = await enrol(mock, enrolment(applicationId));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'DUPLICATE_SUBSCRIBER',
      message: 'The subscriber is already enrolled in the program with this provider',
      failureType: 'Duplicate subscriber',
    });
    expect(again.headers['x-mock-outcome']).toBe('state');
    // The site offers a transfer (spec 001 §4); moving the benefit to the provider holding it ends the loop.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const moved = await transferNlad(transfer(applicationId));
      expect(moved.status).toBe(422);
      expect(moved.body).toMatchObject({
        error: 'INELIGIBLE_FOR_TRANSFER',
        message: 'Current application ID is not eligible for transfer',
      });
      expect(moved.headers['x-mock-outcome']).toBe('state');
    }
  });

  it.each([
    { name: 'an unknown application', ids: async () => 'A24-999999' },
    {
      name: 'one pending resolution (SSN 1001)',
      ids: async () => (await application(mock, '1001')).applicationId,
    },
    { name: 'a FAILURE (SSN 1005)', ids: async () => (await application(mock, '1005')).applicationId },
  ])('answers 404 APPLICATION_NOT_FOUND for $name', async ({ ids }) => {
    const { status, body } = await enrol(mock, enrolment(await ids()));
    expect(status).toBe(404);
    expect(body.error).toBe('APPLICATION_NOT_FOUND');
  });

  it('answers 400 INVALID_RESELLER_CODE for an unknown reseller code', async () => {
    const { applicationId } = await application(mock);
    const { status, body } = await enrol(mock, enrolment(applicationId, { resellerCode: 'NOPE' }));
    expect(status).toBe(400);
    expect(body.error).toBe('INVALID_RESELLER_CODE');
  });

  it('orders a device chosen with the enrolment and hands over its co-pay checkout url, without a message', async () => {
    const { applicationId } = await application(mock);
    const { status, body } = await enrol(mock, enrolment(applicationId, { deviceModelId: 1 }));
    expect(status).toBe(201);
    expect(body.orderId).toEqual(expect.any(Number));
    expect(body.fulfillmentId).toEqual(expect.any(String));
    expect(body.isEligibleForDevice).toBe(false);
    expect(body.url).toMatch(new RegExp(`^${MOCK_ORIGIN}/checkout/[A-Za-z0-9_-]+$`));
    expect(body).not.toHaveProperty('message');
    const order = await mock.json<Schemas['Order']>({
      method: 'GET',
      url: `/public/order/${body.publicOrderId}`,
    });
    expect(order.body).toMatchObject({
      type: 'device_copay',
      total: 10.01,
      fulfillmentId: body.fulfillmentId,
    });
    expect(order.body.shippingRate).toBeNull();
    const page = await mock.request({ method: 'GET', url: new URL(body.url as string).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('10.01');
    expect(page.body).not.toContain('Shipping');
    const second = await claim(mock, deviceClaim(body.nladSubscriberId));
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('DUPLICATE_DEVICE');
  });

  it('enrols one household once: another applicant at an enrolled address is DUPLICATE_ADDRESS', async () => {
    const first = await application(mock);
    const enrolled = enrolment(first.applicationId);
    expect((await enrol(mock, enrolled)).status).toBe(201);
    const neighbour = await checkEligibility(
      mock,
      anApplicant({ firstName: 'Rosa', lastName: 'Diaz', MK1: 'RD', MK2: 'RD', dob: '1985-02-03' }),
    );
    const { status, body } = await enrol(mock, {
      ...enrolled,
      applicationId: neighbour.body.applicationId,
      firstName: 'Rosa',
      lastName: 'Diaz',
      dob: '02/03/1985',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'DUPLICATE_ADDRESS', failureType: 'Duplicate address' });
  });

  it('enrols a person once: the same applicant with a fresh application elsewhere is DUPLICATE_SUBSCRIBER', async () => {
    const first = await application(mock);
    const enrolled = enrolment(first.applicationId);
    expect((await enrol(mock, enrolled)).status).toBe(201);
    const again = await checkEligibility(
      mock,
      anApplicant({
        address: '1 Other Street',
        dob: `${enrolled.dob.slice(6)}-${enrolled.dob.slice(0, 2)}-${enrolled.dob.slice(3, 5)}`,
      }),
    );
    const { status, body } = await enrol(mock, {
      ...enrolled,
      applicationId: again.body.applicationId,
      shippingAddress1: '1 Other Street',
    });
    expect(status).toBe(409);
    expect(body.error).toBe('DUPLICATE_SUBSCRIBER');
  });

  it.each([
    ['another first name', { firstName: 'Robert' }],
    ['another date of birth', { dob: '01/01/1950' }],
  ])(
    'answers 400 INVALID_APPLICATION_ID when the shipping form names %s than the application',
    async (_case, patch) => {
      const { applicationId } = await application(mock);
      const { status, body } = await enrol(mock, enrolment(applicationId, patch));
      expect(status).toBe(400);
      expect(body.error).toBe('INVALID_APPLICATION_ID');
      expect((await enrol(mock, enrolment(applicationId))).status).toBe(201);
    },
  );

  it('answers 404 DEVICE_NOT_FOUND for an unknown device model, and enrols nobody', async () => {
    const { applicationId } = await application(mock);
    const unknown = await enrol(mock, enrolment(applicationId, { deviceModelId: 999 }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('DEVICE_NOT_FOUND');
    expect((await enrol(mock, enrolment(applicationId))).status).toBe(201);
  });
});

describe('forcing the duplicate', () => {
  const arm = (times: number) =>
    post(
      mock,
      '/__mock/scenarios/arm',
      { scenario: 'nlad.enroll.duplicate', times },
      { 'x-mock-session': 'a' },
    );

  it('answers DUPLICATE_SUBSCRIBER for any applicant under X-Mock-Scenario', async () => {
    const { applicationId } = await application(mock);
    const { status, body, headers } = await enrol(mock, enrolment(applicationId), {
      'x-mock-scenario': 'nlad.enroll.duplicate',
    });
    expect(status).toBe(409);
    expect(body.error).toBe('DUPLICATE_SUBSCRIBER');
    expect(headers['x-mock-outcome']).toBe('nlad.enroll.duplicate');
  });

  it('armed for session a: only a’s requests, and only as many times as armed', async () => {
    expect((await arm(2)).status).toBe(201);
    const cases = [
      { session: 'b', status: 201 },
      { session: undefined, status: 201 },
      { session: 'a', status: 409 },
      { session: 'a', status: 409 },
      { session: 'a', status: 201 },
    ];
    for (const { session, status } of cases) {
      const { applicationId } = await application(mock);
      const reply = await enrol(mock, enrolment(applicationId), session ? { 'x-mock-session': session } : {});
      expect({ session, status: reply.status }).toEqual({ session, status });
    }
  });
});

describe('NLAD verification', () => {
  /** The applicant as the enrolment form names them, unless a change says otherwise. */
  const verify = (applicationId: string, change: { firstName?: string; dob?: string } = {}) => {
    const { firstName, lastName, dob } = enrolment(applicationId);
    return post<Schemas['NladVerification'] & { error?: string }>(mock, '/public/nlad/verify', {
      applicationId,
      firstName,
      lastName,
      dob,
      consentTimeZoneId: 'UTC-05:00',
      consentDateTime: '2025-03-01T14:20:00Z',
      ...change,
    });
  };

  it.each([
    ['another person’s name', { firstName: 'Robert' }],
    ['another date of birth', { dob: '01/01/1950' }],
  ])('answers 400 INVALID_APPLICATION_ID for %s than the application’s', async (_case, change) => {
    const { applicationId } = await application(mock);
    const reply = await verify(applicationId, change);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('INVALID_APPLICATION_ID');
  });

  it.each([
    { ssn4: '4821', status: 'COMPLETE' },
    { ssn4: '1003', status: 'PENDING_REVIEW' },
  ])('answers the application’s status ($status)', async ({ ssn4, status }) => {
    const { applicationId } = await application(mock, ssn4);
    const reply = await verify(applicationId);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ applicationId, status });
  });

  it('answers 404 APPLICATION_NOT_FOUND for an unknown application', async () => {
    const reply = await verify('A24-999999');
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('APPLICATION_NOT_FOUND');
  });
});

describe('the device benefit claim', () => {
  async function enrolled() {
    const { applicationId } = await application(mock);
    return (await enrol(mock, enrolment(applicationId))).body;
  }

  it('opens the $10.01 co-pay checkout of the tablet, then refuses a second claim', async () => {
    const { nladSubscriberId } = await enrolled();
    const { status, body } = await claim(mock, deviceClaim(nladSubscriberId));
    expect(status).toBe(201);
    expect(body.url).toMatch(new RegExp(`^${MOCK_ORIGIN}/checkout/[A-Za-z0-9_-]+$`));
    expect(body.message).toBeUndefined();
    const order = await mock.json<Schemas['Order']>({
      method: 'GET',
      url: `/public/order/${body.publicOrderId}`,
    });
    expect(order.body).toMatchObject({ type: 'device_copay', total: 10.01, status: 'pending' });
    expect(order.body.orderItems).toEqual([
      expect.objectContaining({ type: 'device', quantity: 1, total: 10.01 }),
    ]);
    const page = await mock.request({ method: 'GET', url: new URL(body.url).pathname });
    expect(page.statusCode).toBe(200);
    const second = await claim(mock, deviceClaim(nladSubscriberId));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'DUPLICATE_DEVICE', failureType: 'Duplicate device' });
  });

  it('answers 422 CANNOT_UPDATE_DEVICE for an enrolment made without the device benefit (SSN 2004)', async () => {
    const { applicationId } = await application(mock, '2004');
    await enrol(mock, enrolment(applicationId));
    const { nladSubscriberId } = mock.world.state.benefit.enrolments.at(-1)?.enrolment ?? {};
    const reply = await claim(mock, deviceClaim(String(nladSubscriberId)));
    expect(reply.status).toBe(422);
    expect(reply.body.error).toBe('CANNOT_UPDATE_DEVICE');
  });

  it('also finds the enrolment by the subscriber id the site passes as nladSubscriberId', async () => {
    const { subscriberId } = await enrolled();
    expect((await claim(mock, deviceClaim(String(subscriberId)))).status).toBe(201);
  });

  it.each([
    {
      name: 'an unknown NLAD subscriber',
      body: async () => deviceClaim('NL0000000'),
      status: 404,
      error: 'NLAD_SUBSCRIBER_NOT_FOUND',
    },
    {
      name: 'an unknown device',
      body: async () => deviceClaim((await enrolled()).nladSubscriberId, 999),
      status: 404,
      error: 'DEVICE_NOT_FOUND',
    },
  ])('answers $status $error for $name', async ({ body, status, error }) => {
    const reply = await claim(mock, await body());
    expect(reply.status).toBe(status);
    expect(reply.body.error).toBe(error);
  });

  it('answers a forced DUPLICATE_DEVICE', async () => {
    const { nladSubscriberId } = await enrolled();
    const reply = await claim(mock, deviceClaim(nladSubscriberId), {
      'x-mock-scenario': 'nlad.claim.duplicate-device',
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ error: 'DUPLICATE_DEVICE', failureType: 'Duplicate device' });
  });
});

describe('the subscriber variants', () => {
  it('enrols with the subscriber payload of the spec, using the subscriber’s own latest completed application', async () => {
    const subscriber = await newSubscriber(mock);
    await application(mock, '1001', subscriber.headers);
    const { applicationId } = await application(mock, '4821', subscriber.headers);
    await application(mock, '1005', subscriber.headers);
    const enrolled = await post<EnrolmentReply>(
      mock,
      '/subscriber/nlad/enroll',
      subscriberEnrolment(),
      subscriber.headers,
    );
    expect(enrolled.status).toBe(201);
    expect(enrolled.body).toMatchObject({ applicationId, subscriberId: subscriber.id });
    const again = await post<EnrolmentReply>(
      mock,
      '/subscriber/nlad/transfer',
      subscriberTransfer(),
      subscriber.headers,
    );
    expect(again.body.error).toBe('INELIGIBLE_FOR_TRANSFER');
    const claimed = await post<ClaimReply>(
      mock,
      '/subscriber/nlad/claimDeviceBenefit',
      deviceClaim(enrolled.body.nladSubscriberId),
      subscriber.headers,
    );
    expect(claimed.status).toBe(201);
    const order = await mock.json<Schemas['Order']>({
      method: 'GET',
      url: `/subscriber/order/${claimed.body.orderId}`,
      headers: subscriber.headers,
    });
    expect(order.body.customer).toMatchObject({ emailAddress: 'maria.lopez@example.com' });
  });

  it.each([
    ['enroll', () => subscriberEnrolment()],
    ['transfer', () => subscriberTransfer()],
  ])(
    '%s answers 404 APPLICATION_NOT_FOUND while the subscriber has no completed application',
    async (path, body) => {
      const subscriber = await newSubscriber(mock);
      await application(mock, '1003', subscriber.headers);
      await application(mock);
      const { status, body: reply } = await post<EnrolmentReply>(
        mock,
        `/subscriber/nlad/${path}`,
        body(),
        subscriber.headers,
      );
      expect(status).toBe(404);
      expect(reply.error).toBe('APPLICATION_NOT_FOUND');
    },
  );

  it.each([
    ['2001', 'enroll', 409, 'DUPLICATE_SUBSCRIBER'],
    ['2003', 'transfer', 422, 'INELIGIBLE_FOR_TRANSFER'],
  ])(
    'takes the magic SSN %s of the subscriber’s own application: %s answers %d %s',
    async (ssn4, path, status, error) => {
      const subscriber = await newSubscriber(mock);
      await application(mock, ssn4, subscriber.headers);
      const body = path === 'enroll' ? subscriberEnrolment() : subscriberTransfer();
      const reply = await post<EnrolmentReply>(mock, `/subscriber/nlad/${path}`, body, subscriber.headers);
      expect(reply.status).toBe(status);
      expect(reply.body.error).toBe(error);
    },
  );

  describe('with the saved application of a visitor who applied before logging in (DESIGN.md)', () => {
    const ENROLMENT = { path: 'enroll', body: subscriberEnrolment } as const;
    const TRANSFER = { path: 'transfer', body: subscriberTransfer } as const;

    it.each([ENROLMENT, TRANSFER])(
      '$path adopts an application no subscriber owns: enrolled and linked to the subscriber',
      async ({ path, body }) => {
        const subscriber = await newSubscriber(mock);
        const { applicationId } = await application(mock);
        const reply = await post<EnrolmentReply>(
          mock,
          `/subscriber/nlad/${path}`,
          body({ applicationId }),
          subscriber.headers,
        );
        expect(reply.status).toBe(201);
        expect(reply.body).toMatchObject({ applicationId, subscriberId: subscriber.id });
        const adopted = mock.world.state.benefit.applications.find((a) => a.applicationId === applicationId);
        expect(adopted?.ownerId).toBe(subscriber.id);
      },
    );

    it('the tribal path: a tribal application made as a visitor, enrolled with the tribal benefit', async () => {
      const subscriber = await newSubscriber(mock);
      const checked = await checkEligibility(mock, tribalApplicant('402918338'));
      expect(checked.body.tribalStatusConfirmed).toBe(true);
      const { applicationId } = checked.body;
      const reply = await post<EnrolmentReply>(
        mock,
        '/subscriber/nlad/enroll',
        subscriberEnrolment({ applicationId, ebbpTribalBenefitFlag: '1', deviceModelId: 1 }),
        subscriber.headers,
      );
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ applicationId, subscriberId: subscriber.id });
      expect(reply.body.url).toMatch(new RegExp(`^${MOCK_ORIGIN}/checkout/`));
    });

    it('a duplicate goes on to the transfer with the same application (SSN 2001)', async () => {
      const subscriber = await newSubscriber(mock);
      const { applicationId } = await application(mock, '2001');
      const enrolled = await post<EnrolmentReply>(
        mock,
        '/subscriber/nlad/enroll',
        subscriberEnrolment({ applicationId }),
        subscriber.headers,
      );
      expect(enrolled.body.error).toBe('DUPLICATE_SUBSCRIBER');
      const transferred = await post<EnrolmentReply>(
        mock,
        '/subscriber/nlad/transfer',
        subscriberTransfer({ applicationId }),
        subscriber.headers,
      );
      expect(transferred.status).toBe(201);
      expect(transferred.body.applicationId).toBe(applicationId);
    });

    it.each([ENROLMENT, TRANSFER])(
      "$path refuses another subscriber's application: 409 APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER, nobody enrolled",
      async ({ path, body }) => {
        const owner = await newSubscriber(mock);
        const other = await newSubscriber(mock);
        const { applicationId } = await application(mock, '4821', owner.headers);
        const enrolledBefore = structuredClone(mock.world.state.benefit.enrolments);
        const reply = await post<EnrolmentReply>(
          mock,
          `/subscriber/nlad/${path}`,
          body({ applicationId }),
          other.headers,
        );
        expect(reply.status).toBe(409);
        expect(reply.body).toEqual({
          error: 'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER',
          message: 'This application belongs to another account',
        });
        expect(reply.headers['x-mock-outcome']).toBe('state');
        expect(mock.world.state.benefit.enrolments).toEqual(enrolledBefore);
      },
    );

    it('an application adopted by one subscriber is refused to the next', async () => {
      const first = await newSubscriber(mock);
      const second = await newSubscriber(mock);
      const { applicationId } = await application(mock);
      const enrolled = await post(
        mock,
        '/subscriber/nlad/enroll',
        subscriberEnrolment({ applicationId }),
        first.headers,
      );
      expect(enrolled.status).toBe(201);
      const reply = await post<EnrolmentReply>(
        mock,
        '/subscriber/nlad/transfer',
        subscriberTransfer({ applicationId }),
        second.headers,
      );
      expect(reply.body.error).toBe('APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER');
    });

    it.each([
      { name: 'an unknown application', ssn4: null },
      { name: 'one still pending resolution (SSN 1001)', ssn4: '1001' },
    ])('answers 404 APPLICATION_NOT_FOUND for $name', async ({ ssn4 }) => {
      const subscriber = await newSubscriber(mock);
      const applicationId = ssn4 === null ? 'A24-999999' : (await application(mock, ssn4)).applicationId;
      const reply = await post<EnrolmentReply>(
        mock,
        '/subscriber/nlad/enroll',
        subscriberEnrolment({ applicationId }),
        subscriber.headers,
      );
      expect(reply.status).toBe(404);
      expect(reply.body.error).toBe('APPLICATION_NOT_FOUND');
    });

    it('the device claim: a guest enrolment is linked to the subscriber who claims it; another subscriber is refused', async () => {
      const claimant = await newSubscriber(mock);
      const other = await newSubscriber(mock);
      const { applicationId } = await application(mock);
      const { nladSubscriberId } = (await enrol(mock, enrolment(applicationId))).body;
      const claimSubscriber = (headers: typeof claimant.headers) =>
        post<ClaimReply>(mock, '/subscriber/nlad/claimDeviceBenefit', deviceClaim(nladSubscriberId), headers);
      expect((await claimSubscriber(claimant.headers)).status).toBe(201);
      const refused = await claimSubscriber(other.headers);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER');
    });
  });

  it('enrols a device for the subscriber with the profile as the order’s customer, and its checkout url', async () => {
    const subscriber = await newSubscriber(mock);
    await application(mock, '4821', subscriber.headers);
    const enrolled = await post<EnrolmentReply>(
      mock,
      '/subscriber/nlad/enroll',
      subscriberEnrolment({ deviceModelId: 1 }),
      subscriber.headers,
    );
    expect(enrolled.status).toBe(201);
    expect(enrolled.body.url).toMatch(new RegExp(`^${MOCK_ORIGIN}/checkout/`));
    const order = await mock.json<Schemas['Order']>({
      method: 'GET',
      url: `/subscriber/order/${enrolled.body.orderId}`,
      headers: subscriber.headers,
    });
    expect(order.body.customer).toEqual({
      firstName: 'John',
      lastName: 'Carter',
      emailAddress: `applicant.${subscriber.id - 5000}@example.com`,
    });
  });

  it('asks for a token', async () => {
    const { status } = await post(mock, '/subscriber/nlad/enroll', subscriberEnrolment());
    expect(status).toBe(401);
  });
});
