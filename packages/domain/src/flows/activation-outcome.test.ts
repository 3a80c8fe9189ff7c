import { describe, expect, it } from 'vitest';
import { errorPageNotice } from '../encoding/error-page';
import { activationOutcome } from './activation-outcome';

function errorPageText(path: string): string {
  const message = /[?&]message=([^&]*)/.exec(path)?.[1];
  return errorPageNotice(message === undefined ? undefined : decodeURIComponent(message)).text;
}

describe('activationOutcome', () => {
  it.each([
    ['sim', '/CongratulationSimActivatedPage'],
    ['addon', '/CongratulationSimActivatedPage?addon=true'],
  ] as const)('a %s activation goes to %s', (tab, path) => {
    expect(activationOutcome(null, tab)).toEqual({ kind: 'route', path });
  });

  it.each([
    [{ error: 'SIM_ALREADY_ACTIVATED', message: 'SIM already active' }, 'This SIM card is already activated'],
    [{ error: 'SIM_ALREADY_ACTIVATED' }, 'This SIM card is already activated'],
    [
      { error: 'PROBLEM_WITH_ACTIVATION', message: 'x' },
      'There was a problem with the activation, please try again later',
    ],
    [
      { status: 500, message: 'Internal Server Error' },
      'There was a problem with the activation, please try again later',
    ],
  ])('%j goes to the error page saying %j', (failure, text) => {
    const outcome = activationOutcome(failure, 'sim');
    expect(outcome.kind).toBe('route');
    if (outcome.kind === 'route') {
      expect(outcome.path.startsWith('/error-page?message=')).toBe(true);
      expect(errorPageText(outcome.path)).toBe(text);
    }
  });

  it.each([
    [{ status: 404, error: 'SIM_NOT_FOUND', message: 'Not here' }, 'activation.simNotFound'],
    [{ status: 400, error: 'FIELD_VALIDATION_FAILED', message: 'Validation failed' }, 'carrier.checkFields'],
    [{ status: 401, message: 'Unauthorized' }, 'common.somethingWentWrong'],
  ])('%j shows %s inline, never the carrier words', (failure, id) => {
    const outcome = activationOutcome(failure, 'addon');
    expect(outcome.kind === 'show-error' && outcome.notice.id).toBe(id);
  });

  it('says an add-on is already activated in its own words', () => {
    const outcome = activationOutcome({ error: 'SIM_ALREADY_ACTIVATED' }, 'addon');
    expect(outcome.kind === 'route' && errorPageText(outcome.path)).toBe(
      'This add-on plan is already activated',
    );
  });
});
