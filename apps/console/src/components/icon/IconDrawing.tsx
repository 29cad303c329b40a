import './Icon.css';

/**
 * An icon drawn from its shape, as inline SVG. A module of its own, so that a page drawing only
 * the product's mark (`satchelMark`) does not load the whole set that `Icon` reads.
 */
export function IconDrawing({ shape }: { shape: string }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant drawing of our own icon set, never user input.
      dangerouslySetInnerHTML={{ __html: shape }}
    />
  );
}
