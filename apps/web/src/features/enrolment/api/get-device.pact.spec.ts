import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { getDevice } from './get-device';

const { boolean, decimal, string } = MatchersV3;

const pact = carrierPact();

describe('getDevice', () => {
  it('gives the tablet, device 1', async () => {
    await pact
      .addInteraction()
      .given('the tablet (device 1) is offered')
      .uponReceiving('a request for device 1')
      .withRequest('GET', '/public/device/1', (request) => request.query({ lang: 'en' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: 1,
          name: string('Android Tablet 10.1'),
          modelNumber: string('T10-LTE-32'),
          brand: string('Vortex'),
          haveSimCardSlot: boolean(true),
          isACPOnly: boolean(true),
          isActive: boolean(true),
          price: decimal(10.01),
          marketValue: decimal(129.99),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getDevice(client, 1);
          expect(result.data).toMatchObject({ id: 1, brand: 'Vortex', price: 10.01 });
        }),
      );
  });

  it('answers DEVICE_NOT_FOUND for an unknown device', async () => {
    await pact
      .addInteraction()
      .given('no device has id 999')
      .uponReceiving('a request for device 999')
      .withRequest('GET', '/public/device/999', (request) => request.query({ lang: 'en' }))
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('DEVICE_NOT_FOUND', 'Device not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getDevice(client, 999);
          expect(result.error).toMatchObject({ status: 404, code: 'DEVICE_NOT_FOUND' });
        }),
      );
  });
});
