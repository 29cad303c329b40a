import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { loadThemes } from '../../testing/themes.js';
import type {
  SatCommandPalette,
  SatCommandPaletteItem,
  SatItemSelectEvent,
  SatQueryChangeEvent,
} from './command-palette.js';
import './command-palette.js';

// The package's two themes, as hosts load them; a test turns the page dark with data-sat-theme.
loadThemes();

const found: SatCommandPaletteItem[] = [
  { id: 'users:1', group: 'Users', label: 'Asha Verma', detail: '+91 98765 43210' },
  { id: 'users:2', group: 'Users', label: 'Asha Khan', detail: '+91 98111 22233' },
  { id: 'orders:1', group: 'Orders', label: 'SAT-2611-000123', detail: 'Asha Verma' },
  { id: 'action:coupon', group: 'Actions', label: 'Create coupon' },
];

const $ = (palette: SatCommandPalette, selector: string) =>
  palette.shadowRoot!.querySelector<HTMLElement>(selector)!;
const $$ = (palette: SatCommandPalette, selector: string) => [
  ...palette.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
const input = (palette: SatCommandPalette) => $(palette, 'input') as HTMLInputElement;
const active = (palette: SatCommandPalette) =>
  $(palette, '[role=option][aria-selected=true] .label').textContent;

async function openPalette(items = found): Promise<SatCommandPalette> {
  const palette = await fixture<SatCommandPalette>(
    html`<sat-command-palette .items=${items} open></sat-command-palette>`,
  );
  await palette.updateComplete;
  return palette;
}

afterEach(() => document.documentElement.removeAttribute('data-sat-theme'));

describe('<sat-command-palette>', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));

  it('opens as a modal with the focus in its search box', async () => {
    const palette = await openPalette();
    expect(($(palette, 'dialog') as HTMLDialogElement).open).to.equal(true);
    expect(palette.shadowRoot!.activeElement).to.equal(input(palette));
  });

  it('lists the items under their group headings, in the order given', async () => {
    const palette = await openPalette();
    const groups = $$(palette, '[role=group]').map((group) => ({
      heading: group.querySelector('.group-label')!.textContent!.trim(),
      items: [...group.querySelectorAll('.label')].map((label) => label.textContent),
    }));
    expect(groups).to.deep.equal([
      { heading: 'Users', items: ['Asha Verma', 'Asha Khan'] },
      { heading: 'Orders', items: ['SAT-2611-000123'] },
      { heading: 'Actions', items: ['Create coupon'] },
    ]);
    expect($$(palette, '[part~=detail]').map((detail) => detail.textContent)).to.deep.equal([
      '+91 98765 43210',
      '+91 98111 22233',
      'Asha Verma',
    ]);
  });

  it('tells the host what is typed', async () => {
    const palette = await openPalette([]);
    const changes: string[] = [];
    palette.addEventListener('sat-query-change', (event: SatQueryChangeEvent) =>
      changes.push(event.detail.query),
    );
    await sendKeys({ type: '98' });
    expect(changes).to.deep.equal(['9', '98']);
    expect(palette.query).to.equal('98');
  });

  it('moves through every group with the arrows and chooses with Enter', async () => {
    const palette = await openPalette();
    expect(active(palette)).to.equal('Asha Verma');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(active(palette)).to.equal('SAT-2611-000123');
    expect(input(palette).getAttribute('aria-activedescendant')).to.equal(
      $(palette, '[role=option][aria-selected=true]').id,
    );
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(active(palette), 'up from the first wraps to the last').to.equal('Create coupon');
    const chosen = oneEvent(palette, 'sat-item-select') as Promise<SatItemSelectEvent>;
    const closed = oneEvent(palette, 'sat-palette-close');
    await sendKeys({ press: 'Enter' });
    expect((await chosen).detail).to.deep.equal({ id: 'action:coupon' });
    await closed;
    expect(palette.open).to.equal(false);
    expect(($(palette, 'dialog') as HTMLDialogElement).open).to.equal(false);
  });

  it('keeps the active item active when new items arrive, where it is still listed', async () => {
    const palette = await openPalette();
    await sendKeys({ press: 'ArrowUp' });
    expect(active(palette)).to.equal('Create coupon');
    palette.items = [{ id: 'merchants:1', group: 'Merchants', label: 'Coupon Books' }, ...found];
    await palette.updateComplete;
    expect(active(palette)).to.equal('Create coupon');
    palette.items = found.slice(0, 2);
    await palette.updateComplete;
    expect(active(palette), 'gone: the first').to.equal('Asha Verma');
  });

  it('chooses an item clicked', async () => {
    const palette = await openPalette();
    const option = $$(palette, '[role=option]')[2]!;
    const box = option.getBoundingClientRect();
    const chosen = oneEvent(palette, 'sat-item-select') as Promise<SatItemSelectEvent>;
    await sendMouse({ type: 'click', position: [box.x + 10, box.y + box.height / 2] });
    expect((await chosen).detail.id).to.equal('orders:1');
  });

  it('closes on Escape, returning the focus where it was', async () => {
    const opener = await fixture<HTMLButtonElement>(html`<button>Find</button>`);
    opener.focus();
    const palette = await openPalette();
    const closed = oneEvent(palette, 'sat-palette-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(palette.open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('empties its text when opened again', async () => {
    const palette = await openPalette();
    await sendKeys({ type: 'asha' });
    palette.open = false;
    await palette.updateComplete;
    palette.open = true;
    await palette.updateComplete;
    expect(input(palette).value).to.equal('');
  });

  it('says it is searching, then that nothing was found', async () => {
    const palette = await openPalette([]);
    palette.loading = true;
    await sendKeys({ type: 'zzqx' });
    await palette.updateComplete;
    expect($(palette, '[part=status]').textContent).to.equal('Searching…');
    palette.loading = false;
    await palette.updateComplete;
    expect($(palette, '[part=status]').textContent).to.equal('Nothing found');
    expect($(palette, '[role=status]').textContent!.trim()).to.equal('0 results');
  });

  it("shows a host's texts over its own", async () => {
    const palette = await openPalette([]);
    palette.strings = { noResults: 'कुछ नहीं मिला', placeholder: 'खोजें' };
    await sendKeys({ type: 'x' });
    await palette.updateComplete;
    expect($(palette, '[part=status]').textContent).to.equal('कुछ नहीं मिला');
    expect(input(palette).placeholder).to.equal('खोजें');
    expect(input(palette).getAttribute('aria-label')).to.equal('Find anything');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe with results, in the ${theme} theme`, async () => {
      document.documentElement.setAttribute('data-sat-theme', theme);
      const palette = await openPalette();
      await sendKeys({ type: 'asha' });
      await expect(palette).to.be.accessible();
    });
  }
});
