import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons';
import './menu.css';

export interface MenuLinkItem {
  id: string;
  label: string;
  href: string;
}

export interface MenuProps {
  /** The trigger button's text. */
  label: string;
  /** Links shown in the drop-down. */
  items: MenuLinkItem[];
  className?: string;
}

// Site navigation uses the disclosure pattern (a button that shows a list of links, Tab moves through them), as
// WAI-ARIA's practices advise for navigation, rather than an application menu; it also keeps the header light. The
// button and panel are plain HTML: every page's header has this menu, and React Aria's Disclosure cost 2 KB of each
// page's first load for an aria-expanded and a hidden attribute (issue 26).
/** A button that shows a list of links below it (the header's ACP drop-down); Escape or leaving it closes it. */
export function Menu({ label, items, className }: MenuProps) {
  const [isExpanded, setExpanded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isExpanded) return;
    setExpanded(false);
    trigger.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the links the button shows.
    <div
      className={['menu', className].filter(Boolean).join(' ')}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <button
        ref={trigger}
        type="button"
        className="menu__trigger"
        aria-expanded={isExpanded}
        aria-controls={`${id}-panel`}
        onClick={() => setExpanded((expanded) => !expanded)}
      >
        {label}
        <ChevronDownIcon size={18} className="menu__chevron" />
      </button>
      <div id={`${id}-panel`} className="menu__popover" hidden={!isExpanded}>
        <ul className="menu__list">
          {items.map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="menu__item" onPress={() => setExpanded(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
