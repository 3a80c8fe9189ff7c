import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierPact, withCarrierClient } from '../../../testing/pact';
import { listDevices } from './list-devices';

const { decimal, integer, string } = MatchersV3;

const device = (id: number, brand: string | null, marketValue: number) => ({
  id: integer(id),
  name: string('Android Tablet 10.1'),
  modelNumber: string('T10-LTE-32'),
  brand: brand === null ? null : string(brand),
  haveSimCardSlot: true,
  isACPOnly: true,
  isActive: true,
  price: decimal(10.01),
  marketValue: decimal(marketValue),
});

const pact = carrierPact();

describe('listDevices', () => {
  it('lists the active ACP devices that take a SIM', async () => {
    await pact
      .addInteraction()
      .given('the tablet (device 1) is offered')
      .uponReceiving('a request for the active ACP devices with a SIM slot')
      .withRequest('GET', '/public/device', (request) =>
        request.query({ isACPOnly: 'true', isActive: 'true', haveSimCardSlot: 'true', lang: 'en' }),
      )
      .willRespondWith(200, (response) =>
        // The seed offers two such devices; the second has no brand (null), so each is matched on its own.
        response.jsonBody([device(1, 'Vortex', 129.99), device(5, null, 79.99)]),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listDevices(client);
          expect(result.data?.[0]).toMatchObject({ id: 1, haveSimCardSlot: true, price: 10.01 });
          expect(result.data?.[1]?.brand).toBeNull();
        }),
      );
  });
});
