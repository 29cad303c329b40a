import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { SatDialog } from './dialog.js';
import './dialog.js';

type Args = Pick<SatDialog, 'open' | 'type' | 'label' | 'message' | 'strings'>;

const meta: Meta<Args> = {
  title: 'Elements/Dialog',
  component: 'sat-dialog',
  argTypes: {
    type: { control: 'inline-radio', options: ['warning', 'success', 'error', 'confirm'] },
  },
  args: {
    open: true,
    type: 'warning',
    label: 'Warning',
    message: 'Please select at least one user.',
    // Only the texts set here change; the others keep their defaults.
    strings: {},
  },
  render: (args) => html`
    <sat-dialog
      ?open=${args.open}
      type=${args.type}
      label=${args.label}
      message=${args.message}
      .strings=${args.strings}
    ></sat-dialog>
  `,
  parameters: { layout: 'fullscreen' },
};

export default meta;

type Story = StoryObj<Args>;

export const Warning: Story = {};

export const Success: Story = {
  args: { type: 'success', label: 'Success', message: 'Coupon assigned successfully' },
};

export const ErrorType: Story = {
  name: 'Error',
  args: { type: 'error', label: 'Login Failed', message: 'Invalid username or password' },
};

export const Confirm: Story = {
  args: {
    type: 'confirm',
    label: 'Confirm Logout',
    message: 'Are you sure you want to log out?',
  },
};

export const LongMessage: Story = {
  args: {
    type: 'error',
    label: 'Orders Fetching Failed',
    message:
      'The server did not answer in time. Check your connection and press Refresh; if it keeps failing, the service may be down for maintenance.',
  },
};

export const RichContent: Story = {
  args: { type: 'confirm', label: 'Delete banner', message: '' },
  render: (args) => html`
    <sat-dialog ?open=${args.open} type=${args.type} label=${args.label}>
      <p>This removes the banner <strong>Back to School 2025</strong> from the home page.</p>
      <p>Customers will no longer see it.</p>
    </sat-dialog>
  `,
};

export const Closed: Story = {
  args: { open: false },
  render: (args) => html`
    <button @click=${(event: Event) => {
      const dialog = (event.target as HTMLElement).nextElementSibling as SatDialog;
      dialog.open = true;
    }}>Open the dialog</button>
    <sat-dialog type=${args.type} label=${args.label} message=${args.message}></sat-dialog>
  `,
};
