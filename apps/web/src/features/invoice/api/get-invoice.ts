import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type Invoice = components['schemas']['Invoice'];

/** An invoice with its order: by public id (`inv_…`) on the public path, by number on the subscriber path (with ship-to). */
export function getInvoice(
  client: CarrierClient,
  lookup: { scope: 'public'; id: string } | { scope: 'subscriber'; id: number },
): Promise<Settled<Invoice>> {
  return settle(
    lookup.scope === 'subscriber'
      ? client.GET('/subscriber/invoice/{invoiceId}', { params: { path: { invoiceId: lookup.id } } })
      : client.GET('/public/invoice/{invoiceId}', { params: { path: { invoiceId: lookup.id } } }),
  );
}
