import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierPact, withCarrierClient } from '../../testing/pact';
import { listAddOnPlans } from './list-add-on-plans';

const { arrayContaining, boolean, integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

const ADD_ON = {
  id: integer(21),
  name: string('2GB Data'),
  type: regex(/^(data|voice|text|restricted)$/, 'data'),
  bandwidth: integer(2048),
  callMinutes: integer(0),
  sms: integer(0),
  price: number(5),
  discountedPrice: null,
  isActive: boolean(true),
};

describe('listAddOnPlans', () => {
  it('gives the active add-on plans', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for the active add-on plans')
      .withRequest('GET', '/public/add-on_plan', (request) => request.query({ isActive: 'true', lang: 'en' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          // `discountedPrice` is always sent: null, or the price after the discount.
          arrayContaining(ADD_ON, {
            ...ADD_ON,
            id: integer(26),
            name: string('100 Voice Minutes'),
            type: regex(/^(data|voice|text|restricted)$/, 'voice'),
            bandwidth: integer(0),
            callMinutes: integer(100),
            price: number(3),
            discountedPrice: number(2.5),
          }),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listAddOnPlans(client);
          expect(result.data?.[0]).toMatchObject({
            id: 21,
            name: '2GB Data',
            type: 'data',
            price: 5,
            isActive: true,
          });
        }),
      );
  });

  it('names them in Spanish for a Spanish page', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for the active add-on plans in Spanish')
      .withRequest('GET', '/public/add-on_plan', (request) => request.query({ isActive: 'true', lang: 'es' }))
      .willRespondWith(200, (response) =>
        // The names as such: the seed's Spanish wording is what this interaction is about.
        response.jsonBody(
          arrayContaining(
            { ...ADD_ON, id: 22, name: '5 GB de datos' },
            { ...ADD_ON, id: 26, name: '100 minutos de voz', discountedPrice: number(2.5) },
          ),
        ),
      )
      .executeTest(
        withCarrierClient(
          async (client) => {
            const result = await listAddOnPlans(client);
            expect(result.data?.map((addOn) => addOn.name)).toEqual(['5 GB de datos', '100 minutos de voz']);
          },
          null,
          'es',
        ),
      );
  });
});
