import { calendarDate, dobFromString } from '@carrier/domain';
import type { IntlShape } from 'react-intl';

/** A stored date of birth (yyyy-mm-dd or mm/dd/yyyy) as the language writes dates; the text as is otherwise. */
export function formatDob(intl: IntlShape, stored: string | undefined): string | undefined {
  if (!stored) return undefined;
  const date = calendarDate(dobFromString(stored));
  if (!date) return stored;
  return intl.formatDate(new Date(Date.UTC(date.year, date.month - 1, date.day)), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}
