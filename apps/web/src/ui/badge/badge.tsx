import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/** A short label ("Best value", "Active", "Pending"): words carry the meaning, colour only supports it. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
