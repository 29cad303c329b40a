import { isBannerImageLink } from '@satchel/api';
import { messages } from '@satchel/stores';
import { useState } from 'react';

type Loading = 'loading' | 'loaded' | 'failed';

/** One link's image: shown once it has loaded, and a message while it loads or when it fails. */
function LinkedImage({ link }: { link: string }) {
  const [loading, setLoading] = useState<Loading>('loading');
  const { banners: text } = messages;
  return (
    <>
      <img
        className="image-preview__image"
        src={link}
        alt={text.preview}
        hidden={loading !== 'loaded'}
        onLoad={() => setLoading('loaded')}
        onError={() => setLoading('failed')}
      />
      <p
        role="status"
        className={
          loading === 'failed'
            ? 'image-preview__status image-preview__status--failed'
            : 'image-preview__status'
        }
      >
        {loading === 'loading' ? text.previewLoading : null}
        {loading === 'failed' ? text.previewFailed : null}
      </p>
    </>
  );
}

/**
 * The live preview of the image link being typed: the picture as the app will show it, or the
 * news that the link does not load. Text that is no link yet shows nothing; the form's rule
 * speaks of it when the banner is saved.
 */
export function ImagePreview({ link }: { link: string }) {
  const trimmed = link.trim();
  return (
    <figure className="image-preview panel">
      <figcaption className="image-preview__caption">{messages.banners.previewCaption}</figcaption>
      {isBannerImageLink(trimmed) ? (
        <LinkedImage key={trimmed} link={trimmed} />
      ) : (
        <p className="image-preview__status">{messages.banners.previewEmpty}</p>
      )}
    </figure>
  );
}
