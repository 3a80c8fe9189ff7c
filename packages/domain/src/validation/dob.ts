import { LIMITS } from '../constants';
import type { Text } from './rules';

/** A date of birth as the month, day and year dropdowns give it. */
export interface DateOfBirth {
  month: Text | number;
  day: Text | number;
  year: Text | number;
}

/** A checked calendar date. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function part(value: Text | number): number {
  const digits = String(value ?? '').trim();
  return /^\d{1,4}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The date of the three parts; undefined when one is missing, the date does not exist or the year < 100. */
export function calendarDate(dob: DateOfBirth): CalendarDate | undefined {
  const year = part(dob.year);
  const month = part(dob.month);
  const day = part(dob.day);
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { year, month, day } : undefined;
}

/** Completed years of age on `today` (local calendar). */
export function ageOn(date: CalendarDate, today: Date): number {
  const birthdayPassed =
    today.getMonth() + 1 > date.month || (today.getMonth() + 1 === date.month && today.getDate() >= date.day);
  return today.getFullYear() - date.year - (birthdayPassed ? 0 : 1);
}

/** The year dropdown's choices, newest first: the current year minus 18 down to 1900 (adults only). */
export function birthYears(today: Date): number[] {
  const newest = today.getFullYear() - LIMITS.minimumAge;
  return Array.from({ length: newest - LIMITS.oldestBirthYear + 1 }, (_, index) => newest - index);
}

/** Why a date of birth fails: 'missing' (incomplete, impossible or before 1900), 'underage', or undefined. */
export function dobProblem(dob: DateOfBirth, today: Date): 'missing' | 'underage' | undefined {
  const date = calendarDate(dob);
  if (date === undefined || date.year < LIMITS.oldestBirthYear) return 'missing';
  return ageOn(date, today) < LIMITS.minimumAge ? 'underage' : undefined;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** yyyy-mm-dd, the wizard's and the eligibility payload's form. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** mm/dd/yyyy, the saved shipping data's form. */
export function toUsDate(date: CalendarDate): string {
  return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

/** The parts of a yyyy-mm-dd or mm/dd/yyyy date (for validating a payload's `dob`). */
export function dobFromString(value: Text): DateOfBirth {
  const trimmed = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return { year: iso[1], month: iso[2], day: iso[3] };
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (us) return { month: us[1], day: us[2], year: us[3] };
  return { month: '', day: '', year: '' };
}
