import type { schools } from '@satchel/api';
import type { SatGridItem } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { html } from 'lit';
import { imageUrl } from '../../../components/format/file-url.js';

const texts = messages.schools;

/** What a card shows when a school has no logo, or its logo cannot load (spec part 2 §9). */
const FALLBACK_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="6" fill="#e4e4e7"/><path d="M24 9 8 17v3h32v-3zM12 22v12h4V22zm10 0v12h4V22zm10 0v12h4V22zM8 36v3h32v-3z" fill="#71717a"/></svg>',
)}`;

/** A broken logo gives way to the fallback picture (once: the fallback itself never fails). */
const useFallback = (event: Event) => {
  const image = event.currentTarget as HTMLImageElement;
  if (image.getAttribute('src') !== FALLBACK_LOGO) image.src = FALLBACK_LOGO;
};

export interface SchoolCardActions {
  readonly edit: (school: schools.School) => void;
  readonly remove: (school: schools.School) => void;
}

/**
 * A School tab card (drawn inside the grid's shadow root, hence the inline styles): the logo,
 * the name, Edit, and Delete, disabled as spec part 2 §4 has it.
 */
export const schoolCard = (actions: SchoolCardActions) => (item: SatGridItem) => {
  const school = item as unknown as schools.School;
  return html`
    <div style="display: flex; align-items: center; gap: 0.75rem">
      <img
        src=${school.logo ? imageUrl(school.logo) : FALLBACK_LOGO}
        alt=${texts.logoOf(school.schoolName)}
        width="48"
        height="48"
        style="border-radius: 0.25rem; object-fit: contain"
        @error=${useFallback}
      />
      <div>
        <h3 style="margin: 0; font-size: 1rem">${school.schoolName}</h3>
        <div style="color: var(--sl-color-neutral-600)">
          ${school.displayName} · ${texts.statuses[school.status]}
        </div>
      </div>
    </div>
    <div style="display: flex; gap: 0.5rem; margin-top: auto">
      <sl-button size="small" @click=${() => actions.edit(school)}>${texts.edit}</sl-button>
      <sl-button size="small" disabled @click=${() => actions.remove(school)}>
        ${texts.delete}
      </sl-button>
    </div>
  `;
};

export const schoolNameOf = (item: SatGridItem): string => String(item.schoolName);
