import { describe, expect, it } from 'vitest';
import { wizardGuard, wizardStepPath } from './wizard';

describe('wizard', () => {
  it.each([
    [1, '/PersonalnfoPage?profileStep=1'],
    [2, '/ContactInfoPage?profileStep=2'],
    [3, '/HouseholdInformationPage?profileStep=3'],
    [4, '/QualificationPage?profileStep=4'],
    [5, '/TribalStatusPage?profileStep=5'],
    [6, '/VerifyPage?profileStep=6'],
    [7, '/AgreementPage?profileStep=7'],
  ] as const)('step %i is %s', (step, path) => {
    expect(wizardStepPath(step)).toBe(path);
  });

  it.each([
    [{ firstName: 'Ana' }, undefined],
    [{ firstName: ' ' }, '/ZipCodePage'],
    [{}, '/ZipCodePage'],
  ])('a visitor holding %j goes to %j', (held, path) => {
    expect(wizardGuard(held)).toBe(path);
  });
});
