import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import './link.css';

export interface LinkProps extends Omit<RACLinkProps, 'children' | 'className' | 'style'> {
  href: string;
  children: ReactNode;
  /** `subtle` inherits the surrounding text colour (footers, dark bands). */
  variant?: 'default' | 'subtle';
  className?: string;
}

/** An inline link; client-side navigation comes from the app's RouterProvider. */
export function Link({ variant = 'default', className, children, ...props }: LinkProps) {
  return (
    <RACLink {...props} className={['link', `link--${variant}`, className].filter(Boolean).join(' ')}>
      {children}
    </RACLink>
  );
}
