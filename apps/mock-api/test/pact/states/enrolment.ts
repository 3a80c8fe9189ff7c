/**
 * Provider states of the benefit enrolment pacts (enrol, transfer, verify, device claim, devices, order, tribal
 * confirmation). Applications and enrolments are made through the carrier's own calls, so the records are exactly
 * what the mock keeps for them; the magic SSNs (README) pick the enrolment outcome.
 */
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { aDeviceClaim, anApplicant, anEnrolment } from '@carrier/scenarios/test-data';
import type { Verifier } from '@pact-foundation/pact';
import type { BuiltApp } from '../../../src/app';
import { signToken } from '../../../src/auth/tokens';
import type { Schemas } from '../../../src/store/schemas';

type StateHandlers = NonNullable<ConstructorParameters<typeof Verifier>[0]['stateHandlers']>;

/** An application id no eligibility check returned. */
export const UNKNOWN_APPLICATION_ID = 'A24-999999';
/** A public order id no order has. */
export const UNKNOWN_PUBLIC_ORDER_ID = 'ord_000000000000000000000000';

export function enrolmentStates({ app, world }: Pick<BuiltApp, 'app' | 'world'>): StateHandlers {
  const subscriberToken = () => {
    const exp = Math.floor(world.clock.nowMs() / 1000) + world.settings.tokenTtlSeconds;
    return signToken(
      { sub: String(DEMO_ACCOUNTS.subscriber.id), role: 'subscriber', exp },
      world.settings.tokenSecret,
    );
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function call<T>(url: string, payload: object, headers: Record<string, string> = {}): Promise<T> {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    if (response.statusCode >= 300)
      throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
    return response.json<T>();
  }

  /** Maria's COMPLETE application, with the SSN that picks her enrolment's outcome. */
  const applicationOf = async (ssn4: string) => {
    const result = await call<Schemas['EligibilityResult']>(
      '/public/acp/eligibility-check',
      anApplicant({ ssn4 }),
    );
    if (result.status !== 'COMPLETE') throw new Error(`Maria's application is ${result.status}`);
    return { applicationId: result.applicationId, eligibilityCheckId: result.eligibilityCheckId };
  };

  /** Maria enrolled without a device: her NLAD subscriber id. */
  const enrolledMaria = async (ssn4: string) => {
    const { applicationId } = await applicationOf(ssn4);
    await app.inject({
      method: 'POST',
      url: '/public/nlad/enroll',
      payload: anEnrolment({ applicationId }),
    });
    const record = world.state.benefit.enrolments.at(-1);
    if (!record) throw new Error('Maria was not enrolled');
    return { applicationId, nladSubscriberId: record.enrolment.nladSubscriberId };
  };

  /** The logged-in demo subscriber with a COMPLETE application of their own, whose SSN picks the outcome. */
  const subscriberWithApplication = async (ssn4 = '4821') => {
    const authToken = subscriberToken();
    await call(
      '/subscriber/acp/eligibility-check',
      anApplicant({
        ssn4,
        firstName: 'John',
        lastName: 'Carter',
        dob: '1986-07-04',
        contactEmail: 'john.carter@example.com',
        MK1: 'JC',
        MK2: 'JC',
      }),
      bearer(authToken),
    );
    return { authToken };
  };

  /** Maria's COMPLETE application made as a guest, and the demo subscriber logged in afterwards. */
  const subscriberAfterApplying = async () => ({
    ...(await applicationOf('4821')),
    authToken: subscriberToken(),
  });

  /** The subscriber's enrolment in Miami, without a device; answers with its status when NLAD refuses it. */
  const enrolSubscriber = (authToken: string) =>
    app.inject({
      method: 'POST',
      url: '/subscriber/nlad/enroll',
      payload: {
        paymentGateway: 'stripe',
        shippingAddress: '1200 Brickell Avenue',
        shippingCity: 'Miami',
        shippingState: 'FL',
        shippingCountry: 'US',
        shippingZipcode: '33131',
        phoneNumber: '3055550198',
        ebbpTribalBenefitFlag: '0',
        acpCertInd: '1',
      },
      headers: bearer(authToken),
    });

  /** The NLAD subscriber id of the enrolment made last (NLAD keeps one even when the device part failed). */
  const lastNladSubscriberId = () => {
    const record = world.state.benefit.enrolments.at(-1);
    if (!record) throw new Error('No enrolment was recorded');
    return record.enrolment.nladSubscriberId;
  };

  const subscriberEnrolled = async () => {
    const { authToken } = await subscriberWithApplication();
    const response = await enrolSubscriber(authToken);
    if (response.statusCode !== 201)
      throw new Error(`The enrolment answered ${response.statusCode} ${response.body}`);
    return { authToken, nladSubscriberId: response.json<Schemas['Enrolment']>().nladSubscriberId };
  };

  /** A device claim of device 1 for an enrolment, as the site sends it. */
  const claimTablet = (nladSubscriberId: string, headers: Record<string, string> = {}) =>
    call<Schemas['CheckoutSession']>(
      headers.authorization ? '/subscriber/nlad/claimDeviceBenefit' : '/public/nlad/claimDeviceBenefit',
      aDeviceClaim({ nladSubscriberId }),
      headers,
    );

  return {
    'a logged-in subscriber applied as a guest before logging in (an application no subscriber owns)':
      subscriberAfterApplying,
    "a logged-in subscriber and another subscriber's COMPLETE application": async () => {
      const state = await subscriberAfterApplying();
      const record = world.state.benefit.applications.find((a) => a.applicationId === state.applicationId);
      if (!record) throw new Error("Maria's application was not kept");
      record.ownerId = DEMO_ACCOUNTS.unverifiedSubscriber.id;
      return state;
    },
    'an application with SSN ending 4821 is COMPLETE': () => applicationOf('4821'),
    'an application with SSN ending 2001 is COMPLETE (the applicant is enrolled elsewhere)': () =>
      applicationOf('2001'),
    'an application with SSN ending 2002 is COMPLETE (NLAD refuses its id)': () => applicationOf('2002'),
    'an application with SSN ending 2003 is COMPLETE (not transferable)': () => applicationOf('2003'),
    'an application with SSN ending 2004 is COMPLETE (the device benefit cannot be updated)': () =>
      applicationOf('2004'),
    [`no application has id ${UNKNOWN_APPLICATION_ID}`]: async () => {
      if (world.state.benefit.applications.some((record) => record.applicationId === UNKNOWN_APPLICATION_ID))
        throw new Error(`The seed has application ${UNKNOWN_APPLICATION_ID}`);
    },
    'an applicant is enrolled without a device': () => enrolledMaria('4821'),
    "a logged-in subscriber and another subscriber's enrolment": async () => {
      const enrolled = await enrolledMaria('4821');
      const record = world.state.benefit.enrolments.at(-1);
      if (!record) throw new Error('Maria was not enrolled');
      record.ownerId = DEMO_ACCOUNTS.unverifiedSubscriber.id;
      return { ...enrolled, authToken: subscriberToken() };
    },
    'an applicant is enrolled whose device benefit cannot be updated': () => enrolledMaria('2004'),
    'a logged-in subscriber has a COMPLETE application': () => subscriberWithApplication(),
    'a logged-in subscriber is enrolled without a device': () => subscriberEnrolled(),
    'a logged-in subscriber has claimed the device benefit': async () => {
      const enrolled = await subscriberEnrolled();
      await claimTablet(enrolled.nladSubscriberId, bearer(enrolled.authToken));
      return enrolled;
    },
    'a logged-in subscriber is enrolled whose device benefit cannot be updated': async () => {
      const { authToken } = await subscriberWithApplication('2004');
      const response = await enrolSubscriber(authToken);
      if (response.statusCode !== 422)
        throw new Error(`The enrolment answered ${response.statusCode} ${response.body}`);
      return { authToken, nladSubscriberId: lastNladSubscriberId() };
    },
    ...Object.fromEntries(
      [
        ['2002', 'NLAD refuses its id'],
        ['2003', 'not transferable'],
        ['2004', 'the device benefit cannot be updated'],
        ['2005', 'another member of the household is enrolled'],
      ].map(([ssn4, why]) => [
        `a logged-in subscriber has a COMPLETE application with SSN ending ${ssn4} (${why})`,
        () => subscriberWithApplication(ssn4),
      ]),
    ),
    'a logged-in subscriber has a COMPLETE application, and another household is enrolled at 1200 Brickell Avenue':
      async () => {
        const { applicationId } = await applicationOf('4821');
        await call(
          '/public/nlad/enroll',
          anEnrolment({
            applicationId,
            shippingAddress1: '1200 Brickell Avenue',
            shippingCity: 'Miami',
            shippingState: 'FL',
            shippingZipcode: '33131',
          }),
        );
        return subscriberWithApplication();
      },
    'an application with SSN ending 2005 is COMPLETE (another member of the household is enrolled)': () =>
      applicationOf('2005'),
    'an application with SSN ending 4821 is COMPLETE, and NLAD holds the applicant as enrolled elsewhere (scenario nlad.enroll.duplicate armed)':
      async () => {
        const ids = await applicationOf('4821');
        world.scenarios.arm('nlad.enroll.duplicate', 1, null);
        return ids;
      },
    'a logged-in subscriber has a COMPLETE application, and NLAD holds the applicant as enrolled elsewhere (scenario nlad.enroll.duplicate armed)':
      async () => {
        const state = await subscriberWithApplication();
        world.scenarios.arm('nlad.enroll.duplicate', 1, null);
        return state;
      },
    'an applicant is enrolled at 350 Fifth Avenue, and another applicant there has a COMPLETE application':
      async () => {
        await enrolledMaria('4821');
        const ana = await call<Schemas['EligibilityResult']>(
          '/public/acp/eligibility-check',
          anApplicant({
            firstName: 'Ana',
            dob: '1992-03-08',
            contactEmail: 'ana.lopez@example.com',
            MK1: 'AL',
            MK2: 'AL',
          }),
        );
        return { applicationId: ana.applicationId };
      },
    'an applicant has claimed the device benefit': async () => {
      const { nladSubscriberId } = await enrolledMaria('4821');
      await claimTablet(nladSubscriberId);
      return { nladSubscriberId };
    },
    'the verifier has rejected an application for a missing document': async () => {
      const ids = await applicationOf('4821');
      world.scenarios.arm('eligibility.application-not-found', 1, null);
      return ids;
    },
    'the tablet (device 1) is offered': async () => {
      const tablet = world.state.catalogue.devices.find((device) => device.id === 1);
      if (!tablet?.isActive || !tablet.isACPOnly || !tablet.haveSimCardSlot)
        throw new Error('The seed lost the active ACP tablet 1');
    },
    'no device has id 999': async () => {
      if (world.state.catalogue.devices.some((device) => device.id === 999))
        throw new Error('The seed has device 999');
    },
    'a device co-pay order is awaiting payment': async () => {
      const { nladSubscriberId } = await enrolledMaria('4821');
      const checkout = await claimTablet(nladSubscriberId);
      return { publicOrderId: checkout.publicOrderId };
    },
    [`no order has public id ${UNKNOWN_PUBLIC_ORDER_ID}`]: async () => undefined,
  };
}
