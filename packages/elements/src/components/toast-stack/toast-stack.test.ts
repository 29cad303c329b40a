import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type SlIconButton from '@shoelace-style/shoelace/dist/components/icon-button/icon-button.component.js';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { findAccessible } from '../../testing/accessibility-tree.js';
import '../../testing/light-theme.js';
import type { SatToast, SatToastStack } from './toast-stack.js';
import './toast-stack.js';

function toastElements(stack: SatToastStack): HTMLElement[] {
  return [...stack.shadowRoot!.querySelectorAll<HTMLElement>('[part=toast]')];
}

function shownMessages(stack: SatToastStack): string[] {
  return toastElements(stack).map((toast) => toast.querySelector('[part=message]')!.textContent!);
}

function closeButton(stack: SatToastStack, message: string): SlIconButton {
  const toast = toastElements(stack).find(
    (candidate) => candidate.querySelector('[part=message]')!.textContent === message,
  )!;
  return toast.querySelector<SlIconButton>('[part=close-button]')!;
}

/** Records every sat-toast-dismiss id that reaches the document. */
function recordDismissals(): { ids: string[]; stop: () => void } {
  const ids: string[] = [];
  const listener = (event: GlobalEventHandlersEventMap['sat-toast-dismiss']) => {
    ids.push(event.detail.id);
  };
  document.addEventListener('sat-toast-dismiss', listener);
  return { ids, stop: () => document.removeEventListener('sat-toast-dismiss', listener) };
}

const saved: SatToast = { id: 'saved', variant: 'success', message: 'Coupon created successfully' };
const failed: SatToast = { id: 'failed', variant: 'error', message: 'Orders Fetching Failed' };
const note: SatToast = { id: 'note', variant: 'info', message: 'Refreshing' };
const careful: SatToast = { id: 'careful', variant: 'warning', message: 'Check the dates' };

describe('<sat-toast-stack>', () => {
  let clock: sinon.SinonFakeTimers;
  let dismissals: ReturnType<typeof recordDismissals>;

  beforeEach(() => {
    // Only the clock the countdowns read; Lit's rendering and Shoelace keep real scheduling.
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    dismissals = recordDismissals();
  });

  afterEach(() => {
    dismissals.stop();
    clock.restore();
  });

  describe('rendering', () => {
    it('is fixed at the top right and shows nothing without toasts', async () => {
      const stack = await fixture<SatToastStack>(html`<sat-toast-stack></sat-toast-stack>`);
      const style = getComputedStyle(stack);
      expect(style.position).to.equal('fixed');
      expect(style.top).to.equal(style.right);
      expect(style.left).not.to.equal(style.right);
      expect(toastElements(stack)).to.have.length(0);
      expect([
        stack.max,
        stack.errorDuration,
        stack.successDuration,
        stack.infoDuration,
      ]).to.deep.equal([20, 4000, 2000, 3000]);
    });

    it('shows every toast, newest on top, each with its message, icon and close button', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved, failed, note, careful]}></sat-toast-stack>`,
      );
      expect(shownMessages(stack)).to.deep.equal([
        'Check the dates',
        'Refreshing',
        'Orders Fetching Failed',
        'Coupon created successfully',
      ]);
      for (const toast of toastElements(stack)) {
        expect(toast.querySelector('sl-icon[part=icon]')).not.to.equal(null);
        expect(toast.querySelector('[part=close-button]')!.getAttribute('label')).to.equal('Close');
      }
    });

    it('announces errors as alerts and the others as status', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved, failed, note, careful]}></sat-toast-stack>`,
      );
      expect(toastElements(stack).map((toast) => toast.getAttribute('role'))).to.deep.equal([
        'status',
        'status',
        'alert',
        'status',
      ]);
      expect(await findAccessible('alert')).to.not.equal(null);
    });

    it('shows only the newest 20', async () => {
      const many: SatToast[] = Array.from({ length: 25 }, (_, index) => ({
        id: `t${index}`,
        variant: 'info',
        message: `Toast ${index}`,
      }));
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${many}></sat-toast-stack>`,
      );
      const shown = shownMessages(stack);
      expect(shown).to.have.length(20);
      expect(shown[0]).to.equal('Toast 24');
      expect(shown.at(-1)).to.equal('Toast 5');
    });
  });

  describe('expiry', () => {
    it('dismisses errors after 4000 ms, successes after 2000 ms and others after 3000 ms', async () => {
      await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[failed, saved, note, careful]}></sat-toast-stack>`,
      );
      await clock.tickAsync(1999);
      expect(dismissals.ids).to.deep.equal([]);
      await clock.tickAsync(1);
      expect(dismissals.ids).to.deep.equal(['saved']);
      await clock.tickAsync(999);
      expect(dismissals.ids).to.deep.equal(['saved']);
      await clock.tickAsync(1);
      expect(dismissals.ids).to.deep.equal(['saved', 'note', 'careful']);
      await clock.tickAsync(1000);
      expect(dismissals.ids).to.deep.equal(['saved', 'note', 'careful', 'failed']);
    });

    it('sends a bubbling, composed event with the id', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved]}></sat-toast-stack>`,
      );
      const dismissing = oneEvent(stack, 'sat-toast-dismiss');
      await clock.tickAsync(2000);
      const event = await dismissing;
      expect(event.detail).to.deep.equal({ id: 'saved' });
      expect(event.bubbles && event.composed).to.equal(true);
    });

    it('uses the durations it is given', async () => {
      await fixture<SatToastStack>(
        html`<sat-toast-stack error-duration="100" .toasts=${[failed]}></sat-toast-stack>`,
      );
      await clock.tickAsync(100);
      expect(dismissals.ids).to.deep.equal(['failed']);
    });

    it('counts from when an id first appeared, whatever arrays the host hands over', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved]}></sat-toast-stack>`,
      );
      await clock.tickAsync(1500);
      stack.toasts = [{ ...saved }, failed];
      await stack.updateComplete;
      await clock.tickAsync(500);
      expect(dismissals.ids).to.deep.equal(['saved']);
      stack.toasts = [failed];
      await stack.updateComplete;
      await clock.tickAsync(3500);
      expect(dismissals.ids).to.deep.equal(['saved', 'failed']);
    });

    it('dismisses a toast once, even while the host keeps it', async () => {
      await fixture<SatToastStack>(html`<sat-toast-stack .toasts=${[saved]}></sat-toast-stack>`);
      await clock.tickAsync(10000);
      expect(dismissals.ids).to.deep.equal(['saved']);
    });

    it('waits while the pointer is over a toast, then finishes the time that was left', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved]}></sat-toast-stack>`,
      );
      const toast = toastElements(stack)[0]!;
      await clock.tickAsync(1000);
      toast.dispatchEvent(new PointerEvent('pointerenter'));
      await clock.tickAsync(5000);
      expect(dismissals.ids).to.deep.equal([]);
      toast.dispatchEvent(new PointerEvent('pointerleave'));
      await clock.tickAsync(999);
      expect(dismissals.ids).to.deep.equal([]);
      await clock.tickAsync(1);
      expect(dismissals.ids).to.deep.equal(['saved']);
    });

    it('stops its timers when removed from the page, and expires late toasts on return', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved, failed]}></sat-toast-stack>`,
      );
      const parent = stack.parentElement!;
      const seen: string[] = [];
      stack.addEventListener('sat-toast-dismiss', (event) => seen.push(event.detail.id));
      await clock.tickAsync(1000);
      stack.remove();
      expect(clock.countTimers()).to.equal(0);
      await clock.tickAsync(2000);
      expect(seen).to.deep.equal([]);
      parent.append(stack);
      await clock.tickAsync(0);
      expect(seen).to.deep.equal(['saved']);
      await clock.tickAsync(1000);
      expect(seen).to.deep.equal(['saved', 'failed']);
    });
  });

  describe('closing', () => {
    it('dismisses a toast when its close button is clicked, and not again when it would expire', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved, failed]}></sat-toast-stack>`,
      );
      closeButton(stack, 'Orders Fetching Failed').click();
      expect(dismissals.ids).to.deep.equal(['failed']);
      await clock.tickAsync(4000);
      expect(dismissals.ids).to.deep.equal(['failed', 'saved']);
    });

    it('can be closed from the keyboard with Tab and Enter', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .toasts=${[saved, failed]}></sat-toast-stack>`,
      );
      await sendKeys({ press: 'Tab' });
      expect(stack.shadowRoot!.activeElement).to.equal(
        closeButton(stack, 'Orders Fetching Failed'),
      );
      await sendKeys({ press: 'Enter' });
      expect(dismissals.ids).to.deep.equal(['failed']);
      await sendKeys({ press: 'Tab' });
      expect(stack.shadowRoot!.activeElement).to.equal(
        closeButton(stack, 'Coupon created successfully'),
      );
      await sendKeys({ press: 'Space' });
      expect(dismissals.ids).to.deep.equal(['failed', 'saved']);
    });

    it('uses the close label it is given', async () => {
      const stack = await fixture<SatToastStack>(
        html`<sat-toast-stack .strings=${{ close: 'Fermer' }} .toasts=${[saved]}></sat-toast-stack>`,
      );
      expect(closeButton(stack, saved.message).getAttribute('label')).to.equal('Fermer');
    });
  });
});

// axe schedules its work with timers, so it runs on the real clock.
describe('<sat-toast-stack> accessibility', () => {
  it('passes axe with every variant', async () => {
    const stack = await fixture<SatToastStack>(
      html`<sat-toast-stack .toasts=${[saved, failed, note, careful]}></sat-toast-stack>`,
    );
    await expect(stack).to.be.accessible();
  });
});
