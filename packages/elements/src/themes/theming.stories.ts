import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../index.js';
import { merchantColumns, merchantFilters, sampleMerchants } from '../testing/data-table-sample.js';
import { sampleSchools, schoolCard, schoolNameOf } from '../testing/school-cards-sample.js';

/**
 * What a host writes to give the elements its own look: `--sat-*` tokens and `::part()` rules,
 * nothing else (no class or inner element of ours is named). Its colours keep WCAG AA contrast.
 */
const hostStyles = html`
  <style>
    .warm-brand {
      --sat-font-family: Georgia, 'Times New Roman', serif;
      --sat-color-text: #3b2f2f;
      --sat-color-text-strong: #2a1f1f;
      --sat-color-text-muted: #5c4a3d;
      --sat-color-surface: #fffaf0;
      --sat-color-surface-muted: #fbf1e4;
      --sat-color-surface-strong: #f3e6d8;
      --sat-color-border: #e7d8c9;
      --sat-color-border-strong: #8c7460;
      --sat-color-accent: #9a3f14;
      --sat-color-accent-text: #7a2e0b;
      --sat-color-accent-muted: #e0a987;
      --sat-color-accent-subtle: #fde8d7;
      --sat-color-on-accent: #ffffff;
      --sat-border-radius-small: 0.5rem;
      --sat-border-radius-medium: 0.75rem;
      --sat-border-radius-large: 1rem;
      background: var(--sat-color-surface);
      color: var(--sat-color-text);
    }

    .warm-brand sat-data-table::part(header) {
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }

    .warm-brand sat-infinite-grid::part(card) {
      border-width: 2px;
      box-shadow: 0 2px 6px rgb(59 47 47 / 12%);
    }

    .warm-brand sat-csv-dropzone::part(zone) {
      border-style: solid;
    }
  </style>
`;

const merchants = sampleMerchants(4);

const elements = html`
  <sat-data-table
    label="Merchants"
    .columns=${merchantColumns}
    .filters=${merchantFilters}
    .rows=${merchants}
    total="4"
    total-pages="1"
    selectable
    .selectedKeys=${[String(merchants[1]?.id)]}
  ></sat-data-table>
  <sat-dropdown
    label="Status"
    .options=${[{ label: 'Active', value: 'active' }, { label: 'Inactive', value: 'inactive' }]}
    value="active"
  ></sat-dropdown>
  <sat-infinite-grid
    label="Schools"
    .items=${sampleSchools(3)}
    .renderItem=${schoolCard}
    .itemLabel=${schoolNameOf}
  ></sat-infinite-grid>
  <sat-csv-dropzone></sat-csv-dropzone>
`;

const meta: Meta = {
  title: 'Foundations/Theming',
  parameters: {
    docs: {
      description: {
        component:
          'A host restyles the elements with `--sat-*` custom properties and `::part()` rules only. ' +
          'With the light and dark themes loaded they follow `prefers-color-scheme`; ' +
          '`data-sat-theme="light|dark"` on `<html>` or an ancestor forces one.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

/** The elements in a column as wide as the story: a wide table scrolls inside its own box. */
const column = 'display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; padding: 1rem';

/**
 * The same elements in a host's own look: tokens and parts, set on an ancestor. The palette is a
 * light one, so the host also keeps that box light (the Shoelace parts inside then match it).
 */
export const RestyledByAHost: Story = {
  render: () =>
    html`${hostStyles}<div class="warm-brand" data-sat-theme="light" style=${column}>${elements}</div>`,
};

/** The elements on a box that forces a theme, whatever the system prefers. */
const forced = (theme: 'light' | 'dark') => html`
  <div
    data-sat-theme=${theme}
    style="${column}; background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900)"
  >
    ${elements}
  </div>
`;

/** The dark theme forced on an ancestor. */
export const ForcedDark: Story = { render: () => forced('dark') };

/** The light theme forced on an ancestor. */
export const ForcedLight: Story = { render: () => forced('light') };
