import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import './alert.css';

export type Tone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: Tone;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

// Literal ids, so message extraction (and the catalogue test) sees them.
const toneNames = defineMessages({
  info: { id: 'ui.tone.info' },
  success: { id: 'ui.tone.success' },
  warning: { id: 'ui.tone.warning' },
  error: { id: 'ui.tone.error' },
});

/**
 * An inline message. Errors interrupt (role="alert"); other tones wait their turn (role="status"). The tone is
 * the icon's name, not a prefix of the text: a message reads as itself ('Invalid username or password', never
 * 'Error: …').
 */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const intl = useIntl();
  const ToneIcon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <ToneIcon className="alert__icon" label={intl.formatMessage(toneNames[tone])} />
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
