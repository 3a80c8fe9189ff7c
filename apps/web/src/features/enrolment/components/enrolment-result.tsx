import type { ReactNode } from 'react';
import { Card, ErrorIcon, PageHeader, SuccessIcon } from '../../../ui';
import './enrolment.css';

/**
 * An enrolment result page: the success or failure icon, the one heading (`titleId` labels the section), the lead,
 * any details, a card listing what comes next (`steps`: the `<li>`s) and the next steps' buttons.
 */
export function EnrolmentResult({
  tone,
  titleId,
  title,
  lead,
  children,
  stepsTitle,
  ordered = false,
  steps,
  actions,
}: {
  tone: 'success' | 'failure';
  titleId: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  stepsTitle: ReactNode;
  ordered?: boolean;
  steps: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="container section narrow-page stack" aria-labelledby={titleId}>
      {tone === 'success' ? (
        <SuccessIcon size={56} className="enrolment-hero-icon" />
      ) : (
        <ErrorIcon size={56} className="enrolment-failure-icon" />
      )}
      <PageHeader title={<span id={titleId}>{title}</span>} lead={lead} />
      {children}
      <Card title={stepsTitle} headingLevel={2}>
        {ordered ? <ol className="enrolment-list">{steps}</ol> : <ul className="enrolment-list">{steps}</ul>}
      </Card>
      <div className="cluster">{actions}</div>
    </section>
  );
}
