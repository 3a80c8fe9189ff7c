import type { ReactNode } from 'react';

export interface FactProps {
  /** What the value is (the `<dt>`). */
  term: ReactNode;
  /** The value (the `<dd>`). */
  children: ReactNode;
  className?: string;
}

/** One term and its value in a description list (`<dl>`), grouped so a list can lay them out as pairs. */
export function Fact({ term, children, className }: FactProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
