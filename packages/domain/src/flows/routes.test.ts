import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, ROUTES, withQuery } from './routes';

describe('routes', () => {
  it('keeps the spec spellings', () => {
    expect(ROUTES.personalInfo).toBe('/PersonalnfoPage');
    expect(ROUTES.notVerifiedEligible).toBe('/NotVerifedEligiblePage');
    expect(ROUTES.submitionAdditionalInformation).toBe('/SubmitionAdditionalInformationPage');
    expect(ROUTES.affordableConnectivityProgramm).toBe('/AffordableConnectivityProgramm');
  });

  it('matches the parameterised routes by pattern', () => {
    expect(ROUTE_PATTERNS).toEqual(
      expect.arrayContaining(['/VerifyEmailPage/:email?', '/ResetPasswordPage/:role', '/public/renew/:uuid']),
    );
    expect(ROUTE_PATTERNS).not.toContain('/ResetPasswordPage');
  });

  it.each([
    [{}, '/Invoice'],
    [{ invoiceId: 'I 1' }, '/Invoice?invoiceId=I%201'],
    [{ a: 1, b: undefined, c: null, d: true }, '/Invoice?a=1&d=true'],
  ])('withQuery(%j) is %s', (query, path) => {
    expect(withQuery('/Invoice', query)).toBe(path);
  });
});
