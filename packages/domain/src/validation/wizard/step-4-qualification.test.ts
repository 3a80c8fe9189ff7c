import { describe, expect, it } from 'vitest';
import { chooseProgram, type QualificationInput, validateQualification } from './step-4-qualification';

describe('validateQualification', () => {
  it.each<[QualificationInput, Record<string, string>]>([
    [{ eligibilityProgramCode: 'E1' }, {}],
    [{ eligibilityProgramCode: 'E4', publicHousingCode: '3' }, {}],
    [{ eligibilityProgramCode: 'E50', schoolName: 'Lincoln High' }, {}],
    [{ eligibilityProgramCode: 'E51', schoolName: 'State College' }, {}],
    [{ eligibilityProgramCode: '' }, { eligibilityProgramCode: 'Checkbox is mandatory' }],
    [{ eligibilityProgramCode: 'E99' }, { eligibilityProgramCode: 'Checkbox is mandatory' }],
    [{ eligibilityProgramCode: 'E4' }, { publicHousingCode: 'Checkbox is mandatory' }],
    [{ eligibilityProgramCode: 'E50', schoolName: ' ' }, { schoolName: 'School name is mandatory' }],
    [{ eligibilityProgramCode: 'E51' }, { schoolName: 'School name is mandatory' }],
  ])('%j gives %j', (input, texts) => {
    const errors = validateQualification(input);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.text]))).toEqual(
      texts,
    );
  });
});

describe('chooseProgram', () => {
  it.each([
    ['E4', '2'],
    ['E1', undefined],
  ])('choosing %s keeps the public-housing choice: %j', (program, kept) => {
    const chosen = chooseProgram(
      { eligibilityProgramCode: 'E4', publicHousingCode: '2', schoolName: 'x' },
      program,
    );
    expect(chosen).toEqual({ eligibilityProgramCode: program, publicHousingCode: kept, schoolName: 'x' });
  });
});
