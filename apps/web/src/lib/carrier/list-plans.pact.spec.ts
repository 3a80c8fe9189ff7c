import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierPact, withCarrierClient } from '../../testing/pact';
import { listPlans } from './list-plans';

const { arrayContaining, integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

const PAYGO = {
  id: integer(3),
  name: string('paygo 3'),
  type: regex(/^(regular|acp|tribal|others)$/, 'regular'),
  bandwidth: integer(100),
  callMinutes: integer(100),
  sms: integer(100),
  costPerMonth: number(3),
};

/**
 * A plan as the catalogue lists it. Allowances are null (unlimited) on some plans only, which one array matcher
 * cannot say, so the seed's plans are matched one by one: each field by type, null where the plan has none.
 */
function plan(
  id: number,
  type: string,
  allowances: [number | null, number | null, number | null],
  cost: number,
) {
  const allowance = (value: number | null) => (value === null ? null : integer(value));
  return {
    id: integer(id),
    name: string(`plan ${id}`),
    type: regex(/^(regular|acp|tribal|others)$/, type),
    bandwidth: allowance(allowances[0]),
    callMinutes: allowance(allowances[1]),
    sms: allowance(allowances[2]),
    costPerMonth: number(cost),
    description: string('A plan of the catalogue'),
  };
}

const SEED_PLANS = [
  plan(1, 'acp', [20480, null, null], 0),
  plan(2, 'tribal', [null, null, null], 0),
  plan(3, 'regular', [100, 100, 100], 3),
  plan(4, 'regular', [1024, 500, 500], 5),
  plan(5, 'regular', [4096, null, null], 15),
  plan(6, 'regular', [null, null, null], 35),
  plan(7, 'others', [2048, 0, 0], 10),
];

describe('listPlans', () => {
  it('gives every plan of the catalogue', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for every plan')
      .withRequest('GET', '/public/plan', (request) => request.query({ lang: 'en' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          // Allowances are always sent: a number, or null for unlimited.
          arrayContaining(PAYGO, {
            ...PAYGO,
            id: integer(2),
            name: string('Tribal Unlimited Plan'),
            type: regex(/^(regular|acp|tribal|others)$/, 'tribal'),
            bandwidth: null,
            callMinutes: null,
            sms: null,
            costPerMonth: number(0),
          }),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listPlans(client);
          expect(result.data?.[0]).toMatchObject({ id: 3, name: 'paygo 3', type: 'regular' });
        }),
      );
  });

  it("lists the catalogue's plans: the ACP, tribal and $15 plans among them", async () => {
    await pact
      .addInteraction()
      .given('plan 1 exists')
      .uponReceiving('a request for every plan of the catalogue (enrolment pages)')
      .withRequest('GET', '/public/plan', (request) => request.query({ lang: 'en' }))
      .willRespondWith(200, (response) => response.jsonBody(SEED_PLANS))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listPlans(client);
          expect(result.data?.map((entry) => entry.type)).toEqual([
            'acp',
            'tribal',
            'regular',
            'regular',
            'regular',
            'regular',
            'others',
          ]);
          expect(result.data?.[4]).toMatchObject({ bandwidth: 4096, costPerMonth: 15 });
        }),
      );
  });
});
