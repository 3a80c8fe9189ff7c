import { anApplicant, aRegistration } from '@carrier/scenarios/test-data';
import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../benefit/benefit-api';
import { useMock } from '../build';
import { register } from './accounts-api';

const mock = useMock();

/** Control characters and bidi or invisible formatting characters ("Trojan Source", edges audit E-7). */
const HIDDEN = [
  ['a right-to-left override', '\u202e'],
  ['a left-to-right isolate', '\u2066'],
  ['a zero-width space', '\u200b'],
  ['a byte order mark', '\ufeff'],
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['a line feed', '\n'],
  // Edges audit 2, X-7: neither is text a person types (nor in RFC 8264's FreeformClass).
  ['a line separator', '\u2028'],
  ['a paragraph separator', '\u2029'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udfff'],
  ['a private-use character', '\ue000'],
] as const;

describe('free-text names and addresses refuse control and invisible characters (edges audit E-7)', () => {
  it.each(HIDDEN)('a registration with %s in the first name, the city and the address', async (_, hidden) => {
    const { status, body } = await register(
      mock,
      aRegistration({
        firstName: `Eve${hidden}gnp.exe`,
        city: `New${hidden}York`,
        shippingAddress1: `1 Main${hidden} St`,
        email: 'hidden@example.com',
      }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    expect(body.errors?.map((error) => error.field).sort()).toEqual([
      'city',
      'firstName',
      'shippingAddress1',
    ]);
    expect(mock.world.state.accounts.accounts.some((a) => a.email === 'hidden@example.com')).toBe(false);
  });

  it('an eligibility check with a right-to-left override in the address and city', async () => {
    const { status, body } = await checkEligibility(
      mock,
      anApplicant({ address: '350 Fifth\u202e Avenue', city: 'New\u202ekroY' }),
    );
    expect(status).toBe(400);
    expect((body as { errors: { field: string }[] }).errors.map((error) => error.field).sort()).toEqual([
      'address',
      'city',
    ]);
  });

  it('still takes letters of any script, accents and punctuation', async () => {
    const { status } = await register(
      mock,
      aRegistration({
        firstName: 'José-Luis',
        lastName: "O'Brien Núñez",
        city: 'São Paulo',
        email: 'ok@example.com',
      }),
    );
    expect(status).toBe(201);
  });
});
