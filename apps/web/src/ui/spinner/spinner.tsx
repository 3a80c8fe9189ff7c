import { useContext } from 'react';
import { ProgressBarContext } from 'react-aria-components';
import { useIntl } from 'react-intl';
import './spinner.css';

export interface SpinnerProps {
  /** What is loading, for screen readers; "Loading…" by default. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An indeterminate progress indicator. Inside a Button it also names the button's pending state: the button gives
 * it the id its label names. Plain HTML, not React Aria's ProgressBar: every page's first load carries a spinner
 * (Button's), and the ProgressBar's number formatting for a value it never shows cost 2 KB (issue 26).
 */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const intl = useIntl();
  const { id } = (useContext(ProgressBarContext) ?? {}) as { id?: string };
  return (
    <div
      id={id}
      role="progressbar"
      aria-label={label ?? intl.formatMessage({ id: 'ui.loading' })}
      className="spinner"
      data-size={size}
    >
      <SpinnerGraphic />
    </div>
  );
}

function SpinnerGraphic() {
  return (
    <svg className="spinner__graphic" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className="spinner__track" cx="12" cy="12" r="9" />
      <circle className="spinner__arc" cx="12" cy="12" r="9" />
    </svg>
  );
}

export interface LoadingStateProps {
  /** Shown under the spinner and announced; "Loading…" by default. */
  label?: string;
}

/** A centred block standing in for content that is on its way; announced politely. */
export function LoadingState({ label }: LoadingStateProps) {
  const intl = useIntl();
  return (
    <div className="loading-state" role="status">
      <SpinnerGraphic />
      <p>{label ?? intl.formatMessage({ id: 'ui.loading' })}</p>
    </div>
  );
}
