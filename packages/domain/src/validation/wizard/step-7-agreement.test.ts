import { describe, expect, it } from 'vitest';
import { type AgreementInput, expectedSignature, validateAgreement } from './step-7-agreement';

const name = { firstName: 'Ana', lastName: 'Diaz' };
const valid: AgreementInput = {
  initials: ['AD', 'AD', 'ad', 'A D', 'AD', 'ADX'],
  signature: 'Ana Diaz',
  agree: true,
};

describe('validateAgreement', () => {
  it('accepts six right initials, the signature and the box', () => {
    expect(validateAgreement(valid, name)).toEqual({});
  });

  it.each([1, 2, 3, 4, 5, 6])('a wrong initial %i says Initial %i is wrong', (n) => {
    const initials = valid.initials.map((initial, index) => (index === n - 1 ? 'DA' : initial));
    const errors = validateAgreement({ ...valid, initials }, name);
    expect(Object.keys(errors)).toEqual([`initial${n}`]);
    expect(errors[`initial${n}` as keyof typeof errors]).toEqual({
      id: 'agreement.initialWrong',
      text: `Initial ${n} is wrong`,
      values: { n },
    });
  });

  it.each<[string, Partial<AgreementInput>, string, string]>([
    ['a missing initial', { initials: ['AD', 'AD', 'AD', 'AD', 'AD'] }, 'initial6', 'Initial 6 is wrong'],
    ['no signature', { signature: '' }, 'signature', 'Signature is mandatory'],
    ['a 1-letter signature', { signature: 'A' }, 'signature', 'Signature is mandatory'],
    ['another name', { signature: 'Ana Diaz Soto' }, 'signature', 'Signature is wrong'],
    ['no space', { signature: 'AnaDiaz' }, 'signature', 'Signature is wrong'],
    ['no agreement', { agree: false }, 'agree', 'Checkbox is mandatory'],
  ])('%s: %s says %j', (_case, patch, field, text) => {
    const errors = validateAgreement({ ...valid, ...patch }, name);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });

  it('takes the signature in any case and with outer spaces', () => {
    expect(validateAgreement({ ...valid, signature: ' ana DIAZ ' }, name)).toEqual({});
  });

  it('expects first name, a space, last name', () => {
    expect(expectedSignature({ firstName: ' Ana ', lastName: 'Diaz' })).toBe('Ana Diaz');
  });
});
