import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { SatToast, SatToastStack } from './toast-stack.js';
import './toast-stack.js';

type Args = Pick<SatToastStack, 'toasts' | 'errorDuration' | 'successDuration' | 'infoDuration'>;

const mixed: SatToast[] = [
  { id: '1', variant: 'success', message: 'Login Successful' },
  { id: '2', variant: 'error', message: 'Invalid or expired token. Login Again' },
  { id: '3', variant: 'warning', message: 'Please select at least one user.' },
  { id: '4', variant: 'info', message: 'Refreshing orders' },
];

/** Removes a dismissed toast, as a host does. */
function removeDismissed(event: GlobalEventHandlersEventMap['sat-toast-dismiss']): void {
  const stack = event.currentTarget as SatToastStack;
  stack.toasts = stack.toasts.filter((toast) => toast.id !== event.detail.id);
}

const meta: Meta<Args> = {
  title: 'Elements/Toast stack',
  component: 'sat-toast-stack',
  // A story should stay on screen for a designer, so toasts last an hour unless a story says not.
  args: {
    toasts: mixed,
    errorDuration: 3_600_000,
    successDuration: 3_600_000,
    infoDuration: 3_600_000,
  },
  render: (args) => html`
    <sat-toast-stack
      .toasts=${args.toasts}
      error-duration=${args.errorDuration}
      success-duration=${args.successDuration}
      info-duration=${args.infoDuration}
      @sat-toast-dismiss=${removeDismissed}
    ></sat-toast-stack>
  `,
  parameters: { layout: 'fullscreen' },
};

export default meta;

type Story = StoryObj<Args>;

export const MixedVariants: Story = {};

export const LongMessage: Story = {
  args: {
    toasts: [
      {
        id: 'long',
        variant: 'error',
        message:
          'The CSV file could not be uploaded: row 12, column price must be a number, and row 40 has no product name.',
      },
    ],
  },
};

export const Full: Story = {
  name: 'At the cap of 20',
  args: {
    toasts: Array.from({ length: 20 }, (_, index) => ({
      id: String(index),
      variant: (['success', 'error', 'warning', 'info'] as const)[index % 4]!,
      message: `Toast number ${index + 1}`,
    })),
  },
};

export const RealDurations: Story = {
  name: 'Real durations (4 s errors, 2 s successes)',
  args: { errorDuration: 4000, successDuration: 2000, infoDuration: 3000 },
  render: (args) => {
    let next = 0;
    const add = (event: Event, variant: SatToast['variant']) => {
      const stack = (event.target as HTMLElement).parentElement!.querySelector('sat-toast-stack')!;
      next += 1;
      stack.toasts = [
        ...stack.toasts,
        { id: String(next), variant, message: `A ${variant} toast` },
      ];
    };
    return html`
      <div style="padding: 1rem; display: flex; gap: 0.5rem">
        <button @click=${(event: Event) => add(event, 'success')}>Add success</button>
        <button @click=${(event: Event) => add(event, 'error')}>Add error</button>
        <button @click=${(event: Event) => add(event, 'info')}>Add info</button>
        <sat-toast-stack
          error-duration=${args.errorDuration}
          success-duration=${args.successDuration}
          info-duration=${args.infoDuration}
          @sat-toast-dismiss=${removeDismissed}
        ></sat-toast-stack>
      </div>
    `;
  },
};

/** A narrow screen: the toasts take the width there is and wrap their messages. */
export const NarrowWidth: Story = {
  args: {
    toasts: [
      ...mixed,
      {
        id: '5',
        variant: 'error',
        message:
          'The product CSV could not be read: row 1,204 has a price with two decimal separators.',
      },
    ],
  },
  decorators: [(story) => html`<div style="--sat-toast-width: 16rem">${story()}</div>`],
};
