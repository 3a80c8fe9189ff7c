import { describe, expect, it } from 'vitest';
import {
  completedAcpGuard,
  eligibleOfferPlan,
  tabletChoice,
  tribalBenefitFlag,
  usDateOf,
} from './enrolment-pages';

describe('enrolment pages', () => {
  it.each([
    [true, '1'],
    [false, '0'],
    [null, '0'],
  ])('tribal benefit asked %j is flag %s', (asked, flag) => {
    expect(tribalBenefitFlag(asked)).toBe(flag);
  });

  it.each([
    [true, true, 'Y'],
    [true, false, 'N'],
    [false, true, 'N'],
    [false, false, 'N'],
  ])('tablet taken %s with no prior device %s is %s', (getTablet, noPriorDevice, choice) => {
    expect(tabletChoice(getTablet, noPriorDevice)).toBe(choice);
  });

  it('writes the date parts as mm/dd/yyyy, or nothing for an impossible date', () => {
    expect(usDateOf({ month: '5', day: '7', year: '1990' })).toBe('05/07/1990');
    expect(usDateOf({ month: '2', day: '30', year: '1990' })).toBe('');
  });

  it('offers the regular $15 plan', () => {
    const plans = [
      { id: 1, name: 'ACP Free Plan', type: 'acp', costPerMonth: 0 },
      { id: 5, name: 'Everyday 15', type: 'regular', costPerMonth: 15 },
    ] as const;
    expect(eligibleOfferPlan(plans)?.id).toBe(5);
    expect(eligibleOfferPlan(plans.slice(0, 1))).toBeUndefined();
  });

  it('sends a completion page without NLAD subscriber id home with a toast', () => {
    expect(completedAcpGuard({})).toEqual({
      toast: expect.objectContaining({ text: 'NLAD subscriber ID not found' }),
      redirect: '/',
    });
    expect(completedAcpGuard({ nladSubscriberId: 'NL1' })).toBeUndefined();
    expect(completedAcpGuard({ nladSubscriberId: 'undefined' })).toEqual(completedAcpGuard({}));
  });
});
