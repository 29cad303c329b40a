import { messages } from '@satchel/stores';
import { useState } from 'react';
import { fileUrl } from '../../../components/format/file-url.js';
import { Icon } from '../../../components/icon/Icon.js';

/** A product's first image from the file store; a placeholder when it has none or it fails. */
export function ProductImage({ image, title }: { image: string | undefined; title: string }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <span
        className="product-image product-image--missing"
        role="img"
        aria-label={messages.orderDetails.noImage}
      >
        <Icon name="image" />
      </span>
    );
  }
  return (
    <img
      className="product-image"
      src={fileUrl(image)}
      alt={messages.orderDetails.productImage(title)}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
