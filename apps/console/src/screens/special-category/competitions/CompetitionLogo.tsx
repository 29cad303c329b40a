import { messages } from '@satchel/stores';
import { useState } from 'react';
import { imageUrl } from '../../../components/format/file-url.js';
import { Icon } from '../../../components/icon/Icon.js';

/** A competition's logo; the fallback picture when it has none or it cannot load (spec part 2 §9). */
export function CompetitionLogo({ logo, name }: { logo: string; name: string }) {
  const [broken, setBroken] = useState<string>();
  const label = messages.competitions.logoOf(name);
  if (logo === '' || logo === broken) {
    return (
      <span className="competition-logo competition-logo--fallback" role="img" aria-label={label}>
        <Icon name="image" />
      </span>
    );
  }
  return (
    <img
      className="competition-logo"
      src={imageUrl(logo)}
      alt={label}
      loading="lazy"
      onError={() => setBroken(logo)}
    />
  );
}
