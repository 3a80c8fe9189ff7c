import type { Scenario } from '@carrier/scenarios';
import { appliesTo, scenarios } from '@carrier/scenarios';
import type { CardResult } from './payment';

/** A card number as typed, without its spaces. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/\s/g, '');

/** A card number a card network would accept: 13 to 19 digits passing the Luhn check. */
export function isCardNumber(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

const STATUSES: Record<string, 'succeeded' | 'processing' | 'failed'> = {
  'payment.succeeded': 'succeeded',
  'payment.processing': 'processing',
  'payment.declined': 'failed',
  'payment.insufficient-funds': 'failed',
};

/** The payment result of a `payment.*` outcome; any other card succeeds. */
export function cardResult(outcome: Scenario | undefined): CardResult {
  const status = outcome ? STATUSES[outcome.id] : undefined;
  if (status === 'failed' && outcome) return { status, reason: outcome.message ?? outcome.description };
  return { status: status === 'processing' ? 'processing' : 'succeeded' };
}

/** The test cards, read from the catalogue's triggers ('card 4242 4242 4242 4242'), for the checkout page's hints. */
export function testCards(): { number: string; scenario: Scenario }[] {
  return scenarios.flatMap((scenario) => {
    const number = /^card ([\d ]+)$/.exec(scenario.trigger ?? '')?.[1];
    return scenario.operations !== 'any' && appliesTo(scenario, 'payCheckout') && number
      ? [{ number, scenario }]
      : [];
  });
}
