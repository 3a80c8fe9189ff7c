import { describe, expect, it } from 'vitest';
import { type CarrierErrorBody, carrierErrorText, fieldErrorLines, isTimeout } from './errors';

describe('carrier errors', () => {
  it.each<[CarrierErrorBody, string | undefined]>([
    [{ message: 'm', errors: [{ message: 'a' }, { description: 'b' }, {}] }, 'a. b'],
    [{ message: 'm', errors: [] }, 'm'],
    [{ message: '' }, undefined],
    [{}, undefined],
  ])('carrierErrorText(%j) is %j', (body, text) => {
    expect(carrierErrorText(body)).toBe(text);
  });

  it.each([
    [
      [
        { field: 'zip', message: 'INVALID' },
        { field: 'dob', description: 'Missing' },
        { message: 'loose' },
        { field: 'x' },
      ],
      ['zip: INVALID', 'dob: Missing', 'loose', 'x: '],
    ],
    [null, []],
  ])('fieldErrorLines(%j) is %j', (errors, lines) => {
    expect(fieldErrorLines(errors)).toEqual(lines);
  });

  it.each([
    [{ status: 504 }, true],
    [{ message: 'Endpoint request timed out' }, true],
    [{ status: 500, message: 'Internal' }, false],
  ])('isTimeout(%j) is %s', (failure, expected) => {
    expect(isTimeout(failure)).toBe(expected);
  });
});
