import { describe, expect, it } from 'vitest';
import { ageOn, birthYears, calendarDate, dobFromString, dobProblem, toIsoDate, toUsDate } from './dob';

const today = new Date(2024, 5, 15);

describe('date of birth', () => {
  it.each([
    [
      { month: '2', day: '29', year: '2000' },
      { year: 2000, month: 2, day: 29 },
    ],
    [
      { month: 12, day: 31, year: 1990 },
      { year: 1990, month: 12, day: 31 },
    ],
    [{ month: '2', day: '29', year: '2001' }, undefined],
    [{ month: '13', day: '1', year: '1990' }, undefined],
    [{ month: '', day: '1', year: '1990' }, undefined],
    [{ month: '1', day: '1', year: '0099' }, undefined],
    [{ month: 'x', day: '1', year: '1990' }, undefined],
  ])('calendarDate(%j) is %j', (dob, expected) => {
    expect(calendarDate(dob)).toEqual(expected);
  });

  it.each([
    [{ year: 2006, month: 6, day: 15 }, 18],
    [{ year: 2006, month: 6, day: 16 }, 17],
    [{ year: 2006, month: 7, day: 1 }, 17],
    [{ year: 2006, month: 5, day: 31 }, 18],
  ])('ageOn(%j) on 15 June 2024 is %i', (date, age) => {
    expect(ageOn(date, today)).toBe(age);
  });

  it.each([
    [{ month: '06', day: '15', year: '2006' }, undefined],
    [{ month: '06', day: '16', year: '2006' }, 'underage'],
    [{ month: '01', day: '01', year: '1899' }, 'missing'],
    [{ month: '', day: '', year: '' }, 'missing'],
  ])('dobProblem(%j) is %s', (dob, problem) => {
    expect(dobProblem(dob, today)).toBe(problem);
  });

  it('offers years from the current year minus 18 down to 1900', () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2006);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(107);
  });

  it.each([
    ['1990-01-31', { year: '1990', month: '01', day: '31' }],
    ['01/31/1990', { month: '01', day: '31', year: '1990' }],
    ['31.01.1990', { month: '', day: '', year: '' }],
    [null, { month: '', day: '', year: '' }],
  ])('dobFromString(%j)', (value, expected) => {
    expect(dobFromString(value)).toEqual(expected);
  });

  it('formats yyyy-mm-dd and mm/dd/yyyy', () => {
    const date = { year: 1990, month: 1, day: 5 };
    expect(toIsoDate(date)).toBe('1990-01-05');
    expect(toUsDate(date)).toBe('01/05/1990');
  });
});
