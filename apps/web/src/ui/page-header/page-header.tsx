import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence or two under the heading. */
  lead?: ReactNode;
  /** Content after the lead: a step indicator, actions. */
  children?: ReactNode;
  className?: string;
}

/** The top of a page: its h1 and an optional lead paragraph. */
export function PageHeader({ title, lead, children, className }: PageHeaderProps) {
  return (
    <header className={['page-header', className].filter(Boolean).join(' ')}>
      <h1 className="page-header__title">{title}</h1>
      {lead && <p className="page-header__lead">{lead}</p>}
      {children}
    </header>
  );
}
