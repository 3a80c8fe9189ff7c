import type { ReactNode } from 'react';
import { Tabs as RACTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import './tabs.css';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  selectedKey?: string;
  onSelectionChange?: (id: string) => void;
  className?: string;
}

/** Tabs with panels; arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs({ items, label, selectedKey, onSelectionChange, className }: TabsProps) {
  // A tab pressed before the page's script runs is held and carried out once it is ready (src/lib/early-actions.ts).
  return (
    <RACTabs
      selectedKey={selectedKey}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      className={['tabs', className].filter(Boolean).join(' ')}
    >
      <TabList aria-label={label} className="tabs__list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="tabs__tab">
            {item.title}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </RACTabs>
  );
}
