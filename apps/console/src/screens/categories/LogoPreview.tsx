import { messages } from '@satchel/stores';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/icon/Icon.js';

/** A link to `file` for an <img> while it is shown (a blob: URL, let go afterwards). */
export function useFileLink(file: File | null): string | undefined {
  const [link, setLink] = useState<string>();
  useEffect(() => {
    if (file === null) {
      setLink(undefined);
      return;
    }
    const made = URL.createObjectURL(file);
    setLink(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return link;
}

/**
 * The logo as it will look, from the chosen file or the typed link; the placeholder picture
 * while there is none, and when the image cannot be loaded (with a line saying so).
 */
export function LogoPreview({ source }: { source: string | undefined }) {
  const text = messages.categories;
  const [broken, setBroken] = useState<string>();
  const shown = source !== undefined && source !== broken;
  const caption =
    source === undefined ? text.noPreview : source === broken ? text.previewBroken : text.preview;
  return (
    <figure className="logo-preview">
      <div className="logo-preview__frame">
        {shown ? (
          <img
            className="logo-preview__image"
            src={source}
            alt={text.preview}
            onError={() => setBroken(source)}
          />
        ) : (
          <Icon name="image" />
        )}
      </div>
      <figcaption className="logo-preview__caption" aria-live="polite">
        {caption}
      </figcaption>
    </figure>
  );
}
