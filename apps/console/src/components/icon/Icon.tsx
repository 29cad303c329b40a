import { type SatIconName, satIconShape } from '@satchel/elements/icons';
import { IconDrawing } from './IconDrawing.js';

export type IconName = SatIconName;

/**
 * A decorative line icon from the elements' one icon set, drawn as inline SVG rather than
 * <sl-icon>: sl-icon fetches every icon (even data: URLs), which costs requests and needs a
 * looser CSP.
 */
export function Icon({ name }: { name: IconName }) {
  return <IconDrawing shape={satIconShape(name)} />;
}
