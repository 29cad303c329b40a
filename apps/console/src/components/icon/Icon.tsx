import './Icon.css';

/**
 * A decorative line icon drawn from one SVG path. Inline SVG rather than <sl-icon>: sl-icon
 * fetches every icon (even data: URLs), which costs requests and needs a looser CSP.
 */
export function Icon({ path }: { path: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
