import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type Renewal = components['schemas']['Renewal'];

/** A plan renewal by the uuid of its link: what is due and until when. */
export function getRenewal(client: CarrierClient, uuid: string): Promise<Settled<Renewal>> {
  return settle(client.GET('/public/renewal/{uuid}', { params: { path: { uuid } } }));
}
