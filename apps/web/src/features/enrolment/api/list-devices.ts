import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Device = components['schemas']['Device'];

/** The pages' filters (spec 001 §7): ACP-only, active devices that take a SIM. */
export const DEVICE_FILTERS = { isACPOnly: true, isActive: true, haveSimCardSlot: true } as const;

/** The devices offered with the benefit, filtered as the device page filters them. */
export function listDevices(client: CarrierClient): Promise<Settled<Device[]>> {
  return settle(client.GET('/public/device', { params: { query: DEVICE_FILTERS } }));
}
