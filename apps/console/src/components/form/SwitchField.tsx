import type SlSwitchElement from '@shoelace-style/shoelace/dist/components/switch/switch.component.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';

interface SwitchFieldProps {
  readonly name: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onValueChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

/** An on/off setting (a coupon active, a banner shown), labelled by its own text. */
export function SwitchField({ label, onValueChange, ...input }: SwitchFieldProps) {
  return (
    <SlSwitch
      {...input}
      onSlChange={(event) => onValueChange((event.target as SlSwitchElement).checked)}
    >
      {label}
    </SlSwitch>
  );
}
