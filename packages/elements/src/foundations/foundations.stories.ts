import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { satIconNames, satIconShape } from '../icons/sat-icons.js';
import { elementTokens } from './element-tokens.js';
import { themeTokenNames, tokenGroup, tokenValue } from './theme-tokens.js';
import './foundations.css';

/*
 * The foundations a designer builds with: read from the loaded theme style sheets and the
 * elements' manifest when the story renders, so each page shows the current theme's values.
 */
const meta: Meta = {
  title: 'Foundations',
  tags: ['!autodocs'],
  parameters: { layout: 'padded', controls: { disable: true } },
};

export default meta;

type Story = StoryObj;

const page = (heading: string, intro: string, body: TemplateResult) => html`
  <section class="foundations">
    <h1>${heading}</h1>
    <p>${intro}</p>
    ${body}
  </section>
`;

const tokensOf = (group: ReturnType<typeof tokenGroup>) =>
  themeTokenNames().filter((name) => tokenGroup(name) === group);

export const Colours: Story = {
  render: () =>
    page(
      'Colours',
      'Every colour token of the theme, with its value in the theme chosen in the toolbar.',
      html`<ul class="swatches">
        ${tokensOf('colour').map(
          (name) => html`<li>
            <span class="swatch" style="background: var(${name})"></span>
            <code>${name}</code>
            <span class="value">${tokenValue(name)}</span>
          </li>`,
        )}
      </ul>`,
    ),
};

const sample = 'Satchel Admin shows 1,234 orders';

export const Type: Story = {
  render: () => {
    const tokens = tokensOf('type');
    const sizes = tokens.filter((name) => /^--sl-font-size-/.test(name));
    const others = tokens.filter((name) => !sizes.includes(name));
    return page(
      'Type',
      'The font families, sizes, weights, line heights and letter spacings of the theme.',
      html`<h2>Sizes</h2>
        <ul class="type-scale">
          ${sizes.map(
            (name) => html`<li>
              <code>${name} (${tokenValue(name)})</code>
              <span style="font-size: var(${name})">${sample}</span>
            </li>`,
          )}
        </ul>
        <h2>Families, weights and spacing</h2>
        ${tokenTable(others)}`,
    );
  },
};

export const Spacing: Story = {
  render: () =>
    page(
      'Spacing',
      'The spacing scale, from the smallest gap to the largest.',
      html`<ul class="spacing">
        ${tokensOf('spacing').map(
          (name) => html`<li>
            <code>${name} (${tokenValue(name)})</code>
            <span class="bar" style="width: var(${name})"></span>
          </li>`,
        )}
      </ul>`,
    ),
};

export const Icons: Story = {
  render: () =>
    page(
      'Icons',
      'The one icon set of the elements and the console (@satchel/elements/icons), drawn in the current colour.',
      html`<ul class="icons">
        ${satIconNames.map(
          (name) => html`<li>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              stroke-width="2"
              stroke-linecap="round"
              stroke-linejoin="round"
              aria-hidden="true"
            >
              ${unsafeSVG(satIconShape(name))}
            </svg>
            <code>${name}</code>
          </li>`,
        )}
      </ul>`,
    ),
};

const tokenTable = (names: readonly string[]) => html`<table>
  <thead>
    <tr>
      <th scope="col">Token</th>
      <th scope="col">Value</th>
    </tr>
  </thead>
  <tbody>
    ${names.map(
      (name) => html`<tr>
        <td><code>${name}</code></td>
        <td><code>${tokenValue(name)}</code></td>
      </tr>`,
    )}
  </tbody>
</table>`;

export const Tokens: Story = {
  render: () =>
    page(
      'Tokens',
      'Each element’s own --sat-* custom properties (set them on the element or an ancestor to restyle it), then every token the theme declares for the whole page.',
      html`<h2>Element properties</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Element</th>
              <th scope="col">Property</th>
              <th scope="col">What it sets</th>
            </tr>
          </thead>
          <tbody>
            ${elementTokens().map(
              (token) => html`<tr>
                <td><code>&lt;${token.tag}&gt;</code></td>
                <td><code>${token.name}</code></td>
                <td>${token.description}</td>
              </tr>`,
            )}
          </tbody>
        </table>
        <h2>Theme tokens</h2>
        ${tokenTable(themeTokenNames())}`,
    ),
};
