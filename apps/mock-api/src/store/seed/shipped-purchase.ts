import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import type { InvoiceRecord, OrderRecord } from '../commerce';
import type { Schemas } from '../schemas';

const PAID_AT = '2026-01-05T15:00:00.000Z';
const SIM_PRICE = 10;
const US_SHIPPING = 4.99;

interface ShippedPurchaseSeed {
  orders: OrderRecord[];
  fulfillments: Schemas['Fulfillment'][];
  invoices: InvoiceRecord[];
}

/**
 * A SIM the demo subscriber bought and the carrier has shipped to the profile's address (README): order 521, its
 * shipment FUL-521 (the document's fulfillment lookup example) and invoice 521.
 */
export function seedShippedPurchase(): ShippedPurchaseSeed {
  const { subscriber } = DEMO_ACCOUNTS;
  const id = 521;
  const fulfillmentId = `FUL-${id}`;
  return {
    orders: [
      {
        ownerId: subscriber.id,
        order: {
          id,
          publicId: 'ord_DemoSimShipped0000000000',
          type: 'purchase',
          status: 'paid',
          fulfillmentId,
          subTotal: SIM_PRICE,
          total: SIM_PRICE + US_SHIPPING,
          shippingRate: US_SHIPPING,
          orderItems: [
            { id: id + 1, type: 'sim', quantity: 1, total: SIM_PRICE, sim: { planName: 'Everyday 15' } },
          ],
          orderSurcharges: [],
          createdAt: PAID_AT,
          customer: { firstName: 'John', lastName: 'Carter', emailAddress: subscriber.email },
        },
      },
    ],
    fulfillments: [
      {
        id: fulfillmentId,
        orderId: id,
        status: 'shipped',
        shippingAddress1: '1200 Brickell Avenue',
        shippingAddress2: null,
        shippingCity: 'Miami',
        shippingState: 'FL',
        shippingZipcode: '33131',
        shippingCountry: 'US',
      },
    ],
    invoices: [{ id, orderId: id, createdAt: PAID_AT }],
  };
}
