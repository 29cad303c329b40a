import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.component.js';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { findAccessible } from '../../testing/accessibility-tree.js';
import '../../testing/light-theme.js';
import { focusedIn } from '../../testing/focus.js';
import type { SatDialog, SatDialogCloseEvent } from './dialog.js';
import './dialog.js';

function buttons(dialog: SatDialog): SlButton[] {
  return [...dialog.shadowRoot!.querySelectorAll<SlButton>('[part=footer] sl-button')];
}

function buttonTexts(dialog: SatDialog): string[] {
  return buttons(dialog).map((button) => button.textContent!.trim());
}

function button(dialog: SatDialog, text: string): SlButton {
  return buttons(dialog).find((candidate) => candidate.textContent!.trim() === text)!;
}

/** Renders the dialog and waits until it has opened and moved focus inside. */
async function openDialog(template: ReturnType<typeof html>): Promise<SatDialog> {
  const dialog = await fixture<SatDialog>(template);
  await waitUntil(() => focusedIn(dialog) !== null, 'focus moves into the dialog');
  return dialog;
}

function nextClose(dialog: SatDialog): Promise<SatDialogCloseEvent> {
  return oneEvent(dialog, 'sat-dialog-close') as Promise<SatDialogCloseEvent>;
}

describe('<sat-dialog>', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(() => resetMouse());

  describe('rendering', () => {
    it('is a closed warning with English button texts by default', async () => {
      const dialog = await fixture<SatDialog>(html`<sat-dialog></sat-dialog>`);
      expect(dialog.open).to.equal(false);
      expect(dialog.type).to.equal('warning');
      expect(dialog.getAttribute('type')).to.equal('warning');
      expect(dialog.strings).to.deep.equal({});
      expect(await findAccessible('dialog')).to.equal(null);
    });

    for (const type of ['warning', 'success', 'error'] as const) {
      it(`shows the title, the message and one Close button for type ${type}`, async () => {
        const dialog = await openDialog(
          html`<sat-dialog open type=${type} label="Login Failed" message="Wrong password"></sat-dialog>`,
        );
        expect(dialog.shadowRoot!.querySelector('[part=title]')!.textContent!.trim()).to.equal(
          'Login Failed',
        );
        expect(dialog.shadowRoot!.querySelector('[part=message]')!.textContent!.trim()).to.equal(
          'Wrong password',
        );
        expect(buttonTexts(dialog)).to.deep.equal(['Close']);
      });
    }

    it('shows Cancel and Confirm for type confirm', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" label="Confirm Logout" message="Are you sure you want to log out?"></sat-dialog>`,
      );
      expect(buttonTexts(dialog)).to.deep.equal(['Cancel', 'Confirm']);
    });

    it('shows a different icon in a different colour for each type', async () => {
      const icons = new Set<string>();
      const colours = new Set<string>();
      for (const type of ['warning', 'success', 'error', 'confirm'] as const) {
        const dialog = await openDialog(
          html`<sat-dialog open type=${type} label="T"></sat-dialog>`,
        );
        const icon = dialog.shadowRoot!.querySelector('[part=icon]')!;
        await waitUntil(() => icon.shadowRoot?.querySelector('svg'), 'the icon is drawn');
        icons.add(icon.shadowRoot!.querySelector('svg')!.innerHTML);
        colours.add(getComputedStyle(icon).color);
        dialog.remove();
      }
      expect(icons.size).to.equal(4);
      expect(colours.size).to.equal(4);
    });

    it('uses the button texts it is given', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" .strings=${{ cancel: 'Annuler' }}></sat-dialog>`,
      );
      // Only Cancel was given: Confirm keeps its English text.
      expect(buttonTexts(dialog)).to.deep.equal(['Annuler', 'Confirm']);
      dialog.type = 'error';
      dialog.strings = { close: 'Fermer' };
      await dialog.updateComplete;
      expect(buttonTexts(dialog)).to.deep.equal(['Fermer']);
    });

    it('tells screen readers its title and its message', async () => {
      await openDialog(
        html`<sat-dialog open type="error" label="Login Failed" message="Wrong password"></sat-dialog>`,
      );
      const node = await findAccessible('dialog');
      expect(node?.name).to.equal('Login Failed');
      expect(node?.description).to.equal('Wrong password');
    });

    it('lets rich content in the default slot replace the message', async () => {
      await openDialog(
        html`<sat-dialog open label="Documents" message="plain"><p>Rich <b>text</b></p></sat-dialog>`,
      );
      const node = await findAccessible('dialog');
      expect(node?.description).to.equal('Rich text');
    });

    it('keeps the message when only whitespace sits between its tags', async () => {
      await openDialog(html`<sat-dialog open label="Saved" message="Banner saved">
      </sat-dialog>`);
      const node = await findAccessible('dialog');
      expect(node?.description).to.equal('Banner saved');
    });
  });

  describe('events', () => {
    it('closes with reason "close" when Close is pressed, and sets open to false', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="success" label="Saved"></sat-dialog>`,
      );
      const closing = oneEvent(document, 'sat-dialog-close') as Promise<SatDialogCloseEvent>;
      button(dialog, 'Close').click();
      const event = await closing;
      expect(event.detail).to.deep.equal({ reason: 'close' });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(dialog.open).to.equal(false);
      expect(dialog.hasAttribute('open')).to.equal(false);
    });

    it('leaves open to a host that cancels the close: it stays until the host closes it', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" label="Sure?"></sat-dialog>`,
      );
      dialog.addEventListener('sat-dialog-close', (event) => event.preventDefault());
      const closing = nextClose(dialog);
      button(dialog, 'Confirm').click();
      expect((await closing).detail.reason).to.equal('confirm');
      await dialog.updateComplete;
      expect(dialog.open).to.equal(true);
      expect(await findAccessible('dialog')).to.not.equal(null);

      const slDialog = dialog.shadowRoot!.querySelector('sl-dialog')!;
      const hidden = oneEvent(slDialog, 'sl-after-hide');
      dialog.open = false;
      await hidden;
      expect(await findAccessible('dialog')).to.equal(null);
    });

    it('fires sat-dialog-confirm, then closes with reason "confirm", when Confirm is pressed', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" label="Sure?"></sat-dialog>`,
      );
      const order: string[] = [];
      let confirmDetail: unknown;
      dialog.addEventListener('sat-dialog-confirm', (event) => {
        order.push(event.type);
        confirmDetail = event.detail;
        expect(event.bubbles && event.composed).to.equal(true);
      });
      const closing = nextClose(dialog);
      dialog.addEventListener('sat-dialog-close', (event) => order.push(event.type));
      button(dialog, 'Confirm').click();
      expect((await closing).detail.reason).to.equal('confirm');
      expect(order).to.deep.equal(['sat-dialog-confirm', 'sat-dialog-close']);
      expect(confirmDetail).to.deep.equal({});
      expect(dialog.open).to.equal(false);
    });

    it('closes with reason "cancel", without confirming, when Cancel is pressed', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" label="Sure?"></sat-dialog>`,
      );
      let confirmed = false;
      dialog.addEventListener('sat-dialog-confirm', () => {
        confirmed = true;
      });
      const closing = nextClose(dialog);
      button(dialog, 'Cancel').click();
      expect((await closing).detail.reason).to.equal('cancel');
      expect(confirmed).to.equal(false);
    });

    it('is dismissed by a click on the overlay', async () => {
      const dialog = await openDialog(html`<sat-dialog open label="Saved"></sat-dialog>`);
      const closing = nextClose(dialog);
      await sendMouse({ type: 'click', position: [5, 5] });
      expect((await closing).detail.reason).to.equal('dismiss');
      expect(dialog.open).to.equal(false);
    });

    it('fires nothing when code closes it', async () => {
      const dialog = await openDialog(html`<sat-dialog open label="Saved"></sat-dialog>`);
      let fired = 0;
      dialog.addEventListener('sat-dialog-close', () => fired++);
      const slDialog = dialog.shadowRoot!.querySelector('sl-dialog')!;
      const hidden = oneEvent(slDialog, 'sl-after-hide');
      dialog.open = false;
      await hidden;
      expect(fired).to.equal(0);
      expect(await findAccessible('dialog')).to.equal(null);
    });
  });

  describe('reopened while it closes', () => {
    before(() => emulateMedia({ reducedMotion: 'no-preference' }));
    after(() => emulateMedia({ reducedMotion: 'reduce' }));

    it('shows again once its closing animation ends', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" label="Suspend?"></sat-dialog>`,
      );
      const slDialog = dialog.shadowRoot!.querySelector('sl-dialog')!;
      const hidden = oneEvent(slDialog, 'sl-after-hide');
      button(dialog, 'Cancel').click();
      await dialog.updateComplete;
      dialog.open = true;
      await hidden;
      await waitUntil(() => focusedIn(dialog) !== null, 'focus moves into the dialog again');
      const panel = slDialog.shadowRoot!.querySelector<HTMLElement>('[part=base]')!;
      await waitUntil(() => !panel.hidden && getComputedStyle(panel).display !== 'none');
      expect(button(dialog, 'Confirm').getBoundingClientRect().height).to.be.greaterThan(0);
      expect(await findAccessible('dialog')).to.not.equal(null);
    });
  });

  describe('keyboard', () => {
    it('is dismissed by Escape and gives focus back to what had it', async () => {
      const trigger = await fixture<HTMLButtonElement>(html`<button>Log out</button>`);
      trigger.focus();
      const dialog = await fixture<SatDialog>(html`<sat-dialog label="Saved"></sat-dialog>`);
      dialog.open = true;
      await waitUntil(() => focusedIn(dialog) !== null, 'focus moves into the dialog');
      const closing = nextClose(dialog);
      await sendKeys({ press: 'Escape' });
      expect((await closing).detail.reason).to.equal('dismiss');
      await waitUntil(() => document.activeElement === trigger, 'focus returns to the trigger');
    });

    it('focuses Close first, and Enter presses it', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="error" label="Failed"></sat-dialog>`,
      );
      expect(focusedIn(dialog)).to.equal(button(dialog, 'Close'));
      const closing = nextClose(dialog);
      await sendKeys({ press: 'Enter' });
      expect((await closing).detail.reason).to.equal('close');
    });

    it('focuses Cancel first, Tab reaches Confirm, and Space presses it', async () => {
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" label="Sure?"></sat-dialog>`,
      );
      expect(focusedIn(dialog)).to.equal(button(dialog, 'Cancel'));
      await sendKeys({ press: 'Tab' });
      expect(focusedIn(dialog)).to.equal(button(dialog, 'Confirm'));
      const confirming = oneEvent(dialog, 'sat-dialog-confirm');
      await sendKeys({ press: 'Space' });
      await confirming;
      expect(dialog.open).to.equal(false);
    });

    it('keeps Tab inside the dialog', async () => {
      const outside = await fixture<HTMLButtonElement>(html`<button>Outside</button>`);
      const dialog = await openDialog(
        html`<sat-dialog open type="confirm" label="Sure?"></sat-dialog>`,
      );
      for (let press = 0; press < 4; press++) {
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).not.to.equal(outside);
        expect(
          dialog.contains(document.activeElement) || document.activeElement === dialog,
        ).to.equal(true);
      }
    });
  });

  describe('accessibility', () => {
    for (const type of ['warning', 'success', 'error', 'confirm'] as const) {
      it(`passes axe when open as ${type}`, async () => {
        const dialog = await openDialog(
          html`<sat-dialog open type=${type} label="Confirm Logout" message="Are you sure you want to log out?"></sat-dialog>`,
        );
        await expect(dialog).to.be.accessible();
      });
    }
  });
});
