import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlOption from '@shoelace-style/shoelace/dist/components/option/option.component.js';
import type SlSelect from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { findAccessible } from '../../testing/accessibility-tree.js';
import '../../testing/light-theme.js';
import type { SatDropdown, SatDropdownChangeEvent, SatDropdownOption } from './dropdown.js';
import './dropdown.js';

const statuses: SatDropdownOption[] = [
  { label: 'Placed', value: 'placed' },
  { label: 'Merchant Accepted', value: 'merchantAccepted' },
  { label: 'Delivered', value: 'delivered' },
];

function select(dropdown: SatDropdown): SlSelect {
  return dropdown.shadowRoot!.querySelector('sl-select')!;
}

/** The text the user reads in the closed dropdown: the selected label or the placeholder. */
async function shownText(dropdown: SatDropdown): Promise<string> {
  await dropdown.updateComplete;
  await select(dropdown).updateComplete;
  const input =
    select(dropdown).shadowRoot!.querySelector<HTMLInputElement>('[part~=display-input]')!;
  return input.value || input.placeholder;
}

function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

async function clickOn(element: Element): Promise<void> {
  await sendMouse({ type: 'click', position: centreOf(element) });
}

function combobox(dropdown: SatDropdown): Element {
  return select(dropdown).shadowRoot!.querySelector('[part~=combobox]')!;
}

function option(dropdown: SatDropdown, label: string): SlOption {
  return [...dropdown.shadowRoot!.querySelectorAll<SlOption>('sl-option')].find(
    (candidate) => candidate.textContent!.trim() === label,
  )!;
}

async function openWithMouse(dropdown: SatDropdown): Promise<void> {
  await clickOn(combobox(dropdown));
  await waitUntil(() => select(dropdown).open, 'the listbox opens');
  await select(dropdown).updateComplete;
}

describe('<sat-dropdown>', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(() => resetMouse());

  describe('rendering', () => {
    it('shows "Select an option" when nothing is selected', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" .options=${statuses}></sat-dropdown>`,
      );
      expect(dropdown.value).to.equal('');
      expect(await shownText(dropdown)).to.equal('Select an option');
    });

    it('shows the placeholder it is given', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" .options=${statuses} .strings=${{ placeholder: 'Choisir' }}></sat-dropdown>`,
      );
      expect(await shownText(dropdown)).to.equal('Choisir');
    });

    it('shows the label of the selected value, and follows value set by code', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" .options=${statuses} value="merchantAccepted"></sat-dropdown>`,
      );
      expect(await shownText(dropdown)).to.equal('Merchant Accepted');
      dropdown.value = 'delivered';
      expect(await shownText(dropdown)).to.equal('Delivered');
      dropdown.value = '';
      expect(await shownText(dropdown)).to.equal('Select an option');
    });

    it('lists every option, in order', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" .options=${statuses}></sat-dropdown>`,
      );
      await openWithMouse(dropdown);
      const listbox = await findAccessible('listbox');
      expect(listbox?.children.map((node) => node.name)).to.deep.equal([
        'Placed',
        'Merchant Accepted',
        'Delivered',
      ]);
    });

    it('shows the option labels of a new options array', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Page size" value="20" .options=${statuses}></sat-dropdown>`,
      );
      dropdown.options = [
        { label: '10', value: '10' },
        { label: '20', value: '20' },
      ];
      expect(await shownText(dropdown)).to.equal('20');
    });

    it('passes its size to the control', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" size="small" .options=${statuses}></sat-dropdown>`,
      );
      expect(dropdown.size).to.equal('small');
      expect(select(dropdown).size).to.equal('small');
      const small = combobox(dropdown).getBoundingClientRect().height;
      dropdown.size = 'medium';
      await dropdown.updateComplete;
      await select(dropdown).updateComplete;
      expect(combobox(dropdown).getBoundingClientRect().height).to.be.greaterThan(small);
    });
  });

  describe('events', () => {
    it('fires sat-dropdown-change with the picked value when the user clicks an option', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" .options=${statuses}></sat-dropdown>`,
      );
      await openWithMouse(dropdown);
      const changing = oneEvent(document, 'sat-dropdown-change') as Promise<SatDropdownChangeEvent>;
      await clickOn(option(dropdown, 'Delivered'));
      const event = await changing;
      expect(event.detail).to.deep.equal({ value: 'delivered' });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(dropdown.value).to.equal('delivered');
      expect(await shownText(dropdown)).to.equal('Delivered');
    });

    it('fires nothing when code sets the value', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" .options=${statuses}></sat-dropdown>`,
      );
      let fired = 0;
      dropdown.addEventListener('sat-dropdown-change', () => fired++);
      dropdown.value = 'placed';
      expect(await shownText(dropdown)).to.equal('Placed');
      dropdown.options = [...statuses];
      await shownText(dropdown);
      expect(fired).to.equal(0);
    });

    it('cannot be opened or changed when disabled', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" disabled .options=${statuses}></sat-dropdown>`,
      );
      let fired = 0;
      dropdown.addEventListener('sat-dropdown-change', () => fired++);
      await clickOn(combobox(dropdown));
      await select(dropdown).updateComplete;
      expect(select(dropdown).open).to.equal(false);
      expect(await findAccessible('listbox')).to.equal(null);
      expect(fired).to.equal(0);
    });
  });

  describe('keyboard', () => {
    it('is reached with Tab, opened and moved with the arrows, and picks with Enter', async () => {
      const form = await fixture<HTMLElement>(
        html`<div><button>Before</button><sat-dropdown label="Status" .options=${statuses}></sat-dropdown></div>`,
      );
      const dropdown = form.querySelector('sat-dropdown')!;
      form.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(dropdown);

      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => select(dropdown).open, 'the listbox opens');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowUp' });
      const changing = oneEvent(dropdown, 'sat-dropdown-change') as Promise<SatDropdownChangeEvent>;
      await sendKeys({ press: 'Enter' });
      expect((await changing).detail.value).to.equal('merchantAccepted');
      await waitUntil(() => !select(dropdown).open, 'the listbox closes');
      expect(await shownText(dropdown)).to.equal('Merchant Accepted');
    });

    it('closes with Escape without changing the value', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Status" value="placed" .options=${statuses}></sat-dropdown>`,
      );
      let fired = 0;
      dropdown.addEventListener('sat-dropdown-change', () => fired++);
      await openWithMouse(dropdown);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !select(dropdown).open, 'the listbox closes');
      expect(fired).to.equal(0);
      expect(await shownText(dropdown)).to.equal('Placed');
    });
  });

  describe('accessibility', () => {
    it('is a combobox named by its label, visible or not', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Order status" .options=${statuses}></sat-dropdown>`,
      );
      expect(await findAccessible('combobox', 'Order status')).not.to.equal(null);
      const label = select(dropdown).shadowRoot!.querySelector('[part~=form-control-label]')!;
      const visibleHeight = label.getBoundingClientRect().height;
      expect(visibleHeight).to.be.greaterThan(1);

      dropdown.hideLabel = true;
      await dropdown.updateComplete;
      expect(label.getBoundingClientRect().height).to.be.at.most(1);
      expect(await findAccessible('combobox', 'Order status')).not.to.equal(null);
    });

    it('passes axe, closed and open, empty and selected', async () => {
      const dropdown = await fixture<SatDropdown>(
        html`<sat-dropdown label="Order status" .options=${statuses}></sat-dropdown>`,
      );
      await expect(dropdown).to.be.accessible();
      dropdown.value = 'placed';
      await dropdown.updateComplete;
      await openWithMouse(dropdown);
      await expect(dropdown).to.be.accessible();
    });
  });
});
