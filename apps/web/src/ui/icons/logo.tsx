import type { CSSProperties } from 'react';
import './logo.css';

export interface LogoProps {
  /** The brand name, read by screen readers and drawn beside the mark. */
  name: string;
  /** Height in pixels; 32 by default. */
  height?: number;
  /** Draw only the mark (the name stays as the accessible label). */
  markOnly?: boolean;
}

/** The carrier's mark: a rounded tile with rising signal arcs, followed by the brand name. */
export function Logo({ name, height = 32, markOnly = false }: LogoProps) {
  return (
    <span
      className="logo"
      role="img"
      aria-label={name}
      style={{ '--logo-height': `${height}px` } as CSSProperties}
    >
      <svg width={height} height={height} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
        <circle cx="10" cy="22" r="2.5" fill="var(--color-white)" />
        <path
          d="M10 15a7 7 0 0 1 7 7M10 9a13 13 0 0 1 13 13"
          fill="none"
          stroke="var(--color-brand-200)"
          strokeWidth="2.75"
          strokeLinecap="round"
        />
      </svg>
      {!markOnly && (
        <span className="logo__name" aria-hidden="true">
          {name}
        </span>
      )}
    </span>
  );
}
