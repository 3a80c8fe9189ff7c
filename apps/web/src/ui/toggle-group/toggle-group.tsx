import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { Option } from '../field/options-popover';
import './toggle-group.css';

export interface ToggleGroupProps {
  /** Names the group for screen readers (it has no visible label). */
  label: string;
  items: Option[];
  selectedKey: string;
  onSelectionChange: (key: string) => void;
  className?: string;
}

/** A few mutually exclusive choices shown side by side, one always chosen (the header's language switch). */
export function ToggleGroup({ label, items, selectedKey, onSelectionChange, className }: ToggleGroupProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selectedKey]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key !== undefined) onSelectionChange(String(key));
      }}
      className={['toggle-group', className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <ToggleButton key={item.id} id={item.id} className="toggle-group__button">
          {item.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
