import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { SatDropdown } from './dropdown.js';
import './dropdown.js';

type Args = Pick<
  SatDropdown,
  'options' | 'value' | 'strings' | 'label' | 'hideLabel' | 'disabled' | 'size'
>;

const orderStatuses = [
  { label: 'All', value: 'all' },
  { label: 'Placed', value: 'placed' },
  { label: 'Merchant Accepted', value: 'merchantAccepted' },
  { label: 'Merchant Rejected', value: 'merchantRejected' },
  { label: 'Ready To Pick', value: 'readyToPick' },
  { label: 'Driver Accepted', value: 'driverAccepted' },
  { label: 'Out For Delivery', value: 'outForDelivery' },
  { label: 'Delivered', value: 'delivered' },
  { label: 'Cancelled', value: 'cancelled' },
];

const meta: Meta<Args> = {
  title: 'Elements/Dropdown',
  component: 'sat-dropdown',
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
  args: {
    options: orderStatuses,
    value: '',
    strings: { placeholder: 'Select an option' },
    label: 'Order status',
    hideLabel: false,
    disabled: false,
    size: 'medium',
  },
  render: (args) => html`
    <sat-dropdown
      .options=${args.options}
      .value=${args.value}
      .strings=${args.strings}
      label=${args.label}
      ?hide-label=${args.hideLabel}
      ?disabled=${args.disabled}
      size=${args.size}
    ></sat-dropdown>
  `,
};

export default meta;

type Story = StoryObj<Args>;

export const Empty: Story = {};

export const Selected: Story = { args: { value: 'outForDelivery' } };

export const Disabled: Story = { args: { value: 'delivered', disabled: true } };

export const SmallWithHiddenLabel: Story = {
  args: {
    size: 'small',
    hideLabel: true,
    label: 'Page size',
    value: '10',
    options: ['10', '20', '50', '60', '70', '80'].map((size) => ({ label: size, value: size })),
  },
};

export const NoOptions: Story = { args: { options: [] } };

/** Long option labels and a long label: the box keeps its width and shows the text cut short. */
export const LongTexts: Story = {
  args: {
    label: 'Status of the order as the merchant and the delivery partner last reported it',
    value: 'long',
    options: [
      ...orderStatuses,
      {
        label: 'Returned to the merchant after three failed delivery attempts at the school gate',
        value: 'long',
      },
    ],
  },
};

/** A narrow column: the dropdown takes the width it is given. */
export const NarrowWidth: Story = {
  args: { value: 'outForDelivery' },
  decorators: [
    (story) => html`<div style="width: 10rem; --sat-dropdown-min-width: 0">${story()}</div>`,
  ],
};
