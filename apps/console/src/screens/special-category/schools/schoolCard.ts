import type { schools } from '@satchel/api';
import { messages } from '@satchel/stores';
import { html, nothing } from 'lit';
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
  /** Edit and Delete: absent for a role that may not change schools. */
  readonly change?: {
    readonly edit: (school: schools.School) => void;
    readonly remove: (school: schools.School) => void;
  };
  /** Opens the school's History view; absent for a role that may not read history. */
  readonly history?: (school: schools.School) => void;
}

/**
 * A School tab card: the logo, the name, Edit, and Delete, disabled as spec part 2 §4 has it
 * (for a role that may change schools), and History (issue #30, for a role that may read it).
 * Edit is the card's main action (`data-primary`): Enter on the card presses it.
 */
export const schoolCard =
  ({ change, history }: SchoolCardActions) =>
  (school: schools.School) =>
    html`
  <feed-card media="start">
    <img
      slot="media"
      src=${school.logo ? imageUrl(school.logo) : FALLBACK_LOGO}
      alt=${texts.logoOf(school.schoolName)}
      width="48"
      height="48"
      @error=${useFallback}
    />
    <h3>${school.schoolName}</h3>
    <div class="muted">${school.displayName} · ${texts.statuses[school.status]}</div>
    ${
      change
        ? html`
      <sl-button slot="actions" size="small" data-primary @click=${() => change.edit(school)}>
        ${texts.edit}
      </sl-button>
      <sl-button slot="actions" size="small" disabled @click=${() => change.remove(school)}>
        ${texts.delete}
      </sl-button>`
        : nothing
    }
    ${
      history
        ? html`<sl-button slot="actions" size="small" @click=${() => history(school)}>
            ${messages.history.open}
          </sl-button>`
        : nothing
    }
  </feed-card>
`;

export const schoolNameOf = (school: schools.School): string => school.schoolName;
