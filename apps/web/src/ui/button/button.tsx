import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Spinner } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The visual options shared by Button and LinkButton. */
export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  isFullWidth?: boolean;
}

export interface ButtonProps
  extends ButtonLookProps,
    Omit<RACButtonProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** Announced while `isPending`; "Please wait…" by default. */
  pendingLabel?: string;
  className?: string;
}

/** The class list of a button-looking element. */
export function buttonClassName(
  { variant = 'primary', size = 'md', isFullWidth }: ButtonLookProps,
  extra?: string,
) {
  return ['button', `button--${variant}`, `button--${size}`, isFullWidth && 'button--full', extra]
    .filter(Boolean)
    .join(' ');
}

/** An action button. `isPending` keeps it focusable but inert, shows a spinner and marks it busy. */
export function Button({
  variant,
  size,
  isFullWidth,
  isPending,
  pendingLabel,
  className,
  children,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  // Pressed before the page's script runs, the press is held and carried out once the page is ready
  // (src/lib/early-actions.ts): a button of a pre-rendered page is enabled in its HTML.
  return (
    <RACButton
      {...props}
      isPending={isPending}
      // RAC announces the pending state but does not set aria-busy; the render hook adds it to its own <button>.
      render={(domProps, { isPending: busy }) => <button {...domProps} aria-busy={busy || undefined} />}
      className={buttonClassName({ variant, size, isFullWidth }, className)}
    >
      {isPending && (
        <Spinner size="sm" label={pendingLabel ?? intl.formatMessage({ id: 'ui.button.pending' })} />
      )}
      {children}
    </RACButton>
  );
}
