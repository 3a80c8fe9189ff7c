import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Let several panels stay open at once; one at a time by default. */
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: string[];
  /** The level of each item's heading, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A list of expandable sections (FAQ). Each title is a heading wrapping the toggle button. */
export function Accordion({
  items,
  allowsMultipleExpanded,
  defaultExpandedKeys,
  headingLevel = 3,
  className,
}: AccordionProps) {
  return (
    <DisclosureGroup
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedKeys}
      className={['accordion', className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="accordion__item">
          <Heading level={headingLevel} className="accordion__heading">
            <Button slot="trigger" className="accordion__trigger">
              <span>{item.title}</span>
              <ChevronDownIcon className="accordion__chevron" />
            </Button>
          </Heading>
          <DisclosurePanel className="accordion__panel">{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
