import { describe, expect, it } from 'vitest';
import { matchesRoute, routeGuard } from './route-guard';

describe('routeGuard', () => {
  it.each([
    ['/'],
    ['/ZipCodePage'],
    ['/ZipCodePage/'],
    ['/PersonalnfoPage'],
    ['/VerifyEmailPage'],
    ['/VerifyEmailPage/ana%40example.com'],
    ['/ResetPasswordPage/reseller'],
    ['/public/renew/3f2a'],
    ['/administrator'],
  ])('%s is a route', (pathname) => {
    expect(matchesRoute(pathname)).toBe(true);
    expect(routeGuard({ pathname })).toEqual({ kind: 'ok' });
  });

  it.each([
    ['/Unknown', '', '/'],
    ['/ZipCodePage/extra', '?zip=10001', '/ZipCodePage?zip=10001'],
    ['/ResetPasswordPage', '?token=t', '/?token=t'],
    ['/VerifyEmailPage/a/b', '', '/VerifyEmailPage/a'],
    ['/public/renew', '', '/public'],
    ['/personalnfopage', '', '/'],
  ])('%s%s goes to %s', (pathname, search, to) => {
    expect(routeGuard({ pathname, search })).toEqual({ kind: 'redirect', to });
  });

  it('takes its own patterns', () => {
    expect(matchesRoute('/a/b', ['/a/:id'])).toBe(true);
    expect(matchesRoute('/a', ['/a/:id'])).toBe(false);
  });
});
