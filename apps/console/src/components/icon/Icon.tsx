import { type SatIconName, satIconShape } from '@satchel/elements/icons';
import './Icon.css';

export type IconName = SatIconName;

/**
 * A decorative line icon from the elements' one icon set, drawn as inline SVG rather than
 * <sl-icon>: sl-icon fetches every icon (even data: URLs), which costs requests and needs a
 * looser CSP.
 */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant drawing of our own icon set, never user input.
      dangerouslySetInnerHTML={{ __html: satIconShape(name) }}
    />
  );
}
