import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../../ui';
import '../eligibility.css';

const ICONS = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** A status page: an icon for the kind of news, the one heading, a lead, the details and the next steps. */
export function StatusLayout({
  tone,
  title,
  lead,
  children,
  actions,
}: {
  tone: keyof typeof ICONS;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <section
      className="container section narrow-page stack status-page"
      data-tone={tone}
      aria-labelledby="status-title"
    >
      <div className="status-page__icon">
        <Icon size={48} />
      </div>
      <h1 id="status-title">{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
      {actions && <div className="cluster status-page__actions">{actions}</div>}
    </section>
  );
}

/** The application's ids as a definition list; a missing one reads N/A. */
export function IdList({
  items,
}: {
  items: { term: ReactNode; value: string | null | undefined; none: string }[];
}) {
  return (
    <dl className="status-page__ids">
      {items.map((item, index) => (
        <div key={index}>
          <dt>{item.term}</dt>
          <dd>{item.value || item.none}</dd>
        </div>
      ))}
    </dl>
  );
}
