import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { CheckIcon } from '../icons/icons';
import './options-popover.css';

/** One choice of a Select or ComboBox. */
export interface Option {
  id: string;
  label: string;
}

export interface OptionsPopoverProps {
  /** The options, for a Select; a ComboBox passes them to itself instead, so it can filter them. */
  items?: Option[];
  /** Shown when filtering leaves nothing. */
  emptyLabel?: string;
}

/** The popover list of a Select or ComboBox. */
export function OptionsPopover({ items, emptyLabel }: OptionsPopoverProps) {
  return (
    <Popover className="options-popover" offset={4}>
      <ListBox<Option>
        items={items}
        className="options-popover__list"
        renderEmptyState={
          emptyLabel ? () => <p className="options-popover__empty">{emptyLabel}</p> : undefined
        }
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className="options-popover__item">
            {({ isSelected }) => (
              <>
                <span>{item.label}</span>
                {isSelected && <CheckIcon size={18} />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
