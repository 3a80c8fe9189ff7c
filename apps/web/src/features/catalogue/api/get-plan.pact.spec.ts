import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { getPlan } from './get-plan';

const { integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

describe('getPlan', () => {
  it('gives one plan', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for plan 3')
      .withRequest('GET', '/public/plan/3', (request) => request.query({ lang: 'en' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(3),
          name: string('paygo 3'),
          type: regex(/^(regular|acp|tribal|others)$/, 'regular'),
          bandwidth: integer(100),
          callMinutes: integer(100),
          sms: integer(100),
          costPerMonth: number(3),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getPlan(client, 3);
          expect(result.data).toMatchObject({ id: 3, name: 'paygo 3' });
        }),
      );
  });

  it('answers PLAN_NOT_FOUND for an unknown plan', async () => {
    await pact
      .addInteraction()
      .given('no plan 999 exists')
      .uponReceiving('a request for the unknown plan 999')
      .withRequest('GET', '/public/plan/999', (request) => request.query({ lang: 'en' }))
      .willRespondWith(404, (response) => response.jsonBody(carrierError('PLAN_NOT_FOUND', 'Plan not found')))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getPlan(client, 999);
          expect(result.error).toMatchObject({ status: 404, code: 'PLAN_NOT_FOUND' });
        }),
      );
  });
});
