import type { Notice } from '@carrier/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Words of a domain notice in the current language: a catalogue message by its id, several joined with '. ', or
 * words from outside the site as they came.
 */
export function useNoticeText(): (notice: Notice) => string {
  const intl = useIntl();
  return useCallback(
    (notice: Notice): string => {
      if (notice.id) return intl.formatMessage({ id: notice.id }, notice.values);
      if (notice.parts)
        return notice.parts.map((part) => intl.formatMessage({ id: part.id }, part.values)).join('. ');
      return notice.text;
    },
    [intl],
  );
}
