import type { ReactNode } from 'react';
import './card.css';

export interface CardProps {
  /** A heading at the top of the card. */
  title?: ReactNode;
  /** The level of that heading, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
  /** Actions or a price line pinned to the bottom. */
  footer?: ReactNode;
  /** `highlight` draws a brand border (a recommended plan); `sunken` a grey panel without shadow. */
  variant?: 'default' | 'highlight' | 'sunken';
  /** The element to render; `article` for self-contained items such as plans. */
  as?: 'div' | 'article' | 'section' | 'li';
  className?: string;
}

/** A surface grouping related content; cards in a `.grid` share a height and pin their footers. */
export function Card({
  title,
  headingLevel = 3,
  children,
  footer,
  variant = 'default',
  as: Element = 'div',
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={['card', `card--${variant}`, className].filter(Boolean).join(' ')}>
      {title && <Heading className="card__title">{title}</Heading>}
      {children && <div className="card__body">{children}</div>}
      {footer && <div className="card__footer">{footer}</div>}
    </Element>
  );
}
