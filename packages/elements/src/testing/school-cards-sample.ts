import { html } from 'lit';
import type { SatGridItem } from '../components/infinite-grid/infinite-grid.types.js';

/*
 * Schools as the Management screen's School tab shows them (spec part 2 §2, §3), made up
 * deterministically: the stories and tests show the cards a designer and an operator would see.
 */

const towns = ['Pune', 'Jaipur', 'Kochi', 'Lucknow', 'Indore', 'Nagpur', 'Mysuru'];
const kinds = ['Public School', 'Vidyalaya', 'Convent School', 'International School'];

/** A coloured square with the school's initial, inline so that nothing is fetched. */
function logoOf(n: number, name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${(n * 53) % 360} 55% 40%)"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="white" font-family="sans-serif">${name[0]}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function sampleSchools(count: number, offset = 0): SatGridItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const schoolName = `${towns[n % towns.length]} ${kinds[n % kinds.length]} ${n + 1}`;
    return {
      id: `school-${n + 1}`,
      schoolName,
      displayName: schoolName.replace(/ School/, ''),
      logo: logoOf(n, schoolName),
      status: n % 5 === 3 ? 'inactive' : 'active',
    };
  });
}

/** A school's name, the accessible name of its card. */
export const schoolNameOf = (school: SatGridItem): string => String(school.schoolName);

/**
 * A School tab card: logo, name, display name, status, Edit and a disabled Delete. Edit is the
 * card's main action (`data-primary`): Enter on the card presses it.
 */
export const schoolCard = (school: SatGridItem) => html`
  <div style="display: flex; align-items: center; gap: 0.75rem">
    <img src=${String(school.logo)} alt="" width="40" height="40" style="border-radius: 0.25rem" />
    <div>
      <h3 style="margin: 0; font-size: 1rem">${school.schoolName}</h3>
      <div style="color: var(--sl-color-neutral-600)">${school.displayName} · ${school.status}</div>
    </div>
  </div>
  <div style="display: flex; gap: 0.5rem; margin-top: auto">
    <sl-button size="small" data-primary>Edit</sl-button>
    <sl-button size="small" disabled>Delete</sl-button>
  </div>
`;
