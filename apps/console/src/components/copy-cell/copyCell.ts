import { messages } from '@satchel/stores';
import '@shoelace-style/shoelace/dist/components/copy-button/copy-button.js';
import { html, type TemplateResult } from 'lit';

/** How long the copy button shows its confirmation icon (spec part 1 §9). */
const COPY_CONFIRMATION_MS = 2000;

/** Characters of an id a table shows: its end, which tells records apart at a glance. */
const SHORT_ID_LENGTH = 6;

/** An id as a table shows it ("…3f9a2c"); the copy button beside it copies the whole id. */
export const shortId = (id: string): string => `…${id.slice(-SHORT_ID_LENGTH)}`;

/**
 * A table cell's value and a button that copies `value` and shows a tick for 2 seconds: the
 * console's one copy control (coupon codes, merchant and driver ids). Its icons carry the labels
 * (sl-copy-button's own are unnamed), so the button is named "<copyLabel> <value>", then "Copied".
 */
export const copyCell = ({
  shown,
  value,
  copyLabel,
}: {
  readonly shown: string;
  readonly value: string;
  readonly copyLabel: string;
}): TemplateResult => html`
  <span style="display: inline-flex; align-items: center; gap: 0.25rem">
    <code title=${value}>${shown}</code>
    <sl-copy-button
      value=${value}
      copy-label=${copyLabel}
      success-label=${messages.copied}
      feedback-duration=${COPY_CONFIRMATION_MS}
    >
      <sl-icon slot="copy-icon" library="system" name="copy" label="${copyLabel} ${value}"></sl-icon>
      <sl-icon slot="success-icon" library="system" name="check" label=${messages.copied}></sl-icon>
    </sl-copy-button>
  </span>
`;
