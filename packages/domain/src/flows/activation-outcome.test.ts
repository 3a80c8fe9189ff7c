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
    [{ error: 'SIM_ALREADY_ACTIVATED', message: 'SIM already active' }, 'SIM already active'],
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
    [{ status: 400, message: 'Invalid activation code' }, { text: 'Invalid activation code' }],
    [{ status: 404, message: 'SIM not found' }, { text: 'SIM not found' }],
    [
      { status: 401 },
      { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
    ],
  ])('%j shows %j inline', (failure, notice) => {
    expect(activationOutcome(failure, 'addon')).toEqual({ kind: 'show-error', notice });
  });
});
