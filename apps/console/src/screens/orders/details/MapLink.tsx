import { mapUrl } from './format.js';

/** A link opening a position in Google Maps in a new tab; nothing when it is not known. */
export function MapLink({
  latitude,
  longitude,
  label,
  children,
}: {
  latitude: number | null;
  longitude: number | null;
  label: string;
  children: string;
}) {
  const href = mapUrl(latitude, longitude);
  if (!href) return null;
  return (
    <a
      className="map-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      {children}
    </a>
  );
}
