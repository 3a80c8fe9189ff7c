import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Device = components['schemas']['Device'];

/** One device by id (the enhanced-service page reads the tablet, device 1). */
export function getDevice(client: CarrierClient, id: number): Promise<Settled<Device>> {
  return settle(client.GET('/public/device/{id}', { params: { path: { id } } }));
}
