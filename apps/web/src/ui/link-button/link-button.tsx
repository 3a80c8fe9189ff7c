import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { type ButtonLookProps, buttonClassName } from '../button/button';

export interface LinkButtonProps
  extends ButtonLookProps,
    Omit<RACLinkProps, 'children' | 'className' | 'style'> {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link (it navigates) that looks like a button. */
export function LinkButton({ variant, size, isFullWidth, className, children, ...props }: LinkButtonProps) {
  return (
    <RACLink {...props} className={buttonClassName({ variant, size, isFullWidth }, className)}>
      {children}
    </RACLink>
  );
}
