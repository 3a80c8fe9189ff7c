import type { Notice } from '@carrier/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Words of a domain notice in the current language: a catalogue message by its id, or the carrier's own words
 * as they came.
 */
export function useNoticeText(): (notice: Notice) => string {
  const intl = useIntl();
  return useCallback(
    (notice: Notice) => (notice.id ? intl.formatMessage({ id: notice.id }, notice.values) : notice.text),
    [intl],
  );
}
