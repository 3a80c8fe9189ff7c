import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import type { RenewalRecord } from '../commerce';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date this many days from now, as the document's `date` format (the seed is made when the clock resets). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Renewals of the demo subscriber, reachable at /public/renew/:uuid on the web: one due, one paid already and one
 * past its payment window (expired by the clock, see `renewalStatus`).
 */
export function seedRenewals(): RenewalRecord[] {
  const ownerId = DEMO_ACCOUNTS.subscriber.id;
  return [
    {
      renewal: {
        uuid: '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b',
        planName: 'Everyday 15',
        amount: 15,
        dueDate: daysFromNow(3),
        status: 'due',
      },
      planPricingId: 10,
      ownerId,
      orderIds: [],
    },
    {
      renewal: {
        uuid: '8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f',
        planName: 'Essential 5',
        amount: 5,
        dueDate: daysFromNow(-27),
        status: 'paid',
      },
      planPricingId: 4,
      ownerId,
      orderIds: [],
    },
    {
      renewal: {
        uuid: 'd5e6f7a8-9b0c-4d1e-a2f3-b4c5d6e7f809',
        planName: 'paygo 3',
        amount: 3,
        dueDate: daysFromNow(-40),
        status: 'due',
      },
      planPricingId: 1,
      ownerId,
      orderIds: [],
    },
  ];
}
