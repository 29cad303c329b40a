import { html, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { SatIconName } from '../../icons/sat-icons.js';
import { satIconLibrary } from '../../internal/register-sat-icons.js';
import { SatElement } from '../../internal/sat-element.js';
import { ToastCountdowns } from './toast-countdowns.js';
import { type SatToastStackStrings, satToastStackStrings } from './toast-stack.strings.js';
import { toastStackStyles } from './toast-stack.styles.js';
import type { SatToast, SatToastVariant } from './toast-stack.types.js';

const iconOfVariant: Record<SatToastVariant, SatIconName> = {
  success: 'circle-check',
  error: 'circle-x',
  warning: 'triangle-alert',
  info: 'circle-info',
};

/**
 * @tag sat-toast-stack
 * @summary A stack of toasts fixed at the top right of the viewport, newest on top. The host owns
 * the `toasts` array; the stack shows the newest `max` of them, expires each one a fixed time
 * after its id first appeared and asks the host to remove it with `sat-toast-dismiss`.
 *
 * Handing over a new array never restarts a countdown: ids the stack has seen keep theirs. A
 * countdown pauses while the pointer is over its toast or focus is inside it. Toasts beyond
 * `max` are not shown but still expire. Errors are announced with role="alert", the others with
 * role="status".
 *
 * @event {SatToastDismissEvent} sat-toast-dismiss - A toast expired or the user closed it;
 * `detail.id` is its id. The host removes it from `toasts`.
 *
 * @csspart base - The column of toasts.
 * @csspart toast - One toast.
 * @csspart icon - A toast's icon.
 * @csspart message - A toast's text.
 * @csspart close-button - A toast's close button.
 *
 * @cssproperty --sat-toast-width - Width of the toasts. Default 22rem.
 * @cssproperty --sat-toast-stack-offset - Distance from the top and right edges. Default 1rem.
 * @cssproperty --sat-toast-stack-z-index - Stacking order. Default Shoelace's toast z-index.
 * @cssproperty --sat-toast-success-color - Accent of success toasts.
 * @cssproperty --sat-toast-error-color - Accent of error toasts.
 * @cssproperty --sat-toast-warning-color - Accent of warning toasts.
 * @cssproperty --sat-toast-info-color - Accent of info toasts.
 */
export class SatToastStack extends SatElement<SatToastStackStrings> {
  static override styles = [SatElement.styles, toastStackStyles];

  static override properties = {
    toasts: { attribute: false },
    max: { type: Number },
    errorDuration: { type: Number, attribute: 'error-duration' },
    successDuration: { type: Number, attribute: 'success-duration' },
    infoDuration: { type: Number, attribute: 'info-duration' },
  };

  /** The toasts, oldest first; the host adds and removes them. */
  toasts: readonly SatToast[] = [];

  /** How many of the newest toasts are shown at once. */
  max = 20;

  /** Lifetime of an error toast, in milliseconds. */
  errorDuration = 4000;

  /** Lifetime of a success toast, in milliseconds. */
  successDuration = 2000;

  /** Lifetime of warning and info toasts, in milliseconds. */
  infoDuration = 3000;

  protected readonly defaultStrings = satToastStackStrings;

  private readonly countdowns = new ToastCountdowns(this, (id) => this.dismiss(id));

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('toasts')) {
      this.countdowns.sync(
        this.toasts.map((toast) => ({ id: toast.id, duration: this.durationOf(toast.variant) })),
      );
    }
  }

  private durationOf(variant: SatToastVariant): number {
    if (variant === 'error') return this.errorDuration;
    if (variant === 'success') return this.successDuration;
    return this.infoDuration;
  }

  private dismiss(id: string): void {
    this.countdowns.finish(id);
    this.emit('sat-toast-dismiss', { id });
  }

  private handleFocusOut(id: string, event: FocusEvent): void {
    const toast = event.currentTarget as HTMLElement;
    if (!toast.contains(event.relatedTarget as Node | null) && !toast.matches(':hover')) {
      this.countdowns.resume(id);
    }
  }

  private handlePointerLeave(id: string, event: PointerEvent): void {
    const toast = event.currentTarget as HTMLElement;
    if (!toast.matches(':focus-within')) {
      this.countdowns.resume(id);
    }
  }

  protected override render() {
    const newestFirst = this.toasts.slice(-this.max).reverse();
    return html`
      <div part="base" class="stack">
        ${repeat(
          newestFirst,
          (toast) => toast.id,
          (toast) => html`
            <div
              part="toast"
              class="toast toast--${toast.variant}"
              role=${toast.variant === 'error' ? 'alert' : 'status'}
              @pointerenter=${() => this.countdowns.pause(toast.id)}
              @pointerleave=${(event: PointerEvent) => this.handlePointerLeave(toast.id, event)}
              @focusin=${() => this.countdowns.pause(toast.id)}
              @focusout=${(event: FocusEvent) => this.handleFocusOut(toast.id, event)}
            >
              <sl-icon
                part="icon"
                class="icon"
                library=${satIconLibrary}
                name=${iconOfVariant[toast.variant]}
              ></sl-icon>
              <div part="message" class="message">${toast.message}</div>
              <sl-icon-button
                part="close-button"
                class="close-button"
                library="system"
                name="x-lg"
                label=${this.text.close}
                @click=${() => this.dismiss(toast.id)}
              ></sl-icon-button>
            </div>
          `,
        )}
      </div>
    `;
  }
}
