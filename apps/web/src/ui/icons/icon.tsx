import type { ReactNode } from 'react';

export interface IconProps {
  /** Pixel size of the square icon; 20 by default. */
  size?: number;
  /** A label for an icon that carries meaning on its own; without it the icon is decorative and hidden. */
  label?: string;
  className?: string;
}

/** The shared 24×24 stroke frame every icon draws into. */
export function Icon({ size = 20, label, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      {children}
    </svg>
  );
}
