import { useIntl } from 'react-intl';
import { CheckIcon } from '../icons/icons';
import './step-indicator.css';

export interface StepIndicatorProps {
  /** The steps' short names, in order. */
  steps: string[];
  /** The step the user is on, counted from 1. */
  current: number;
  className?: string;
}

/** Where the user is in a multi-step flow; phones show the current step's name only. */
export function StepIndicator({ steps, current, className }: StepIndicatorProps) {
  const intl = useIntl();
  return (
    <div className={['steps', className].filter(Boolean).join(' ')}>
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage({ id: 'ui.steps.position' }, { current, total: steps.length })}
      </p>
      <ol className="steps__list" aria-label={intl.formatMessage({ id: 'ui.steps.label' })}>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className="steps__item"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="steps__marker" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={16} /> : number}
              </span>
              <span className="steps__label">
                {step}
                {state === 'done' && (
                  <span className="visually-hidden">
                    {' '}
                    ({intl.formatMessage({ id: 'ui.steps.completed' })})
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
