import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.component.js';
import { html, nothing, type PropertyValues } from 'lit';
import type { SatDialogCloseReason } from '../../events/sat-dialog-close.js';
import type { SatIconName } from '../../icons/sat-icons.js';
import { satIconLibrary } from '../../internal/register-sat-icons.js';
import { SatElement } from '../../internal/sat-element.js';
import { type SatDialogStrings, satDialogStrings } from './dialog.strings.js';
import { dialogStyles } from './dialog.styles.js';
import type { SatDialogType } from './dialog.types.js';

const iconOfType: Record<SatDialogType, SatIconName> = {
  warning: 'triangle-alert',
  success: 'circle-check',
  error: 'circle-x',
  confirm: 'circle-help',
};

/**
 * @tag sat-dialog
 * @summary A modal dialog that tells the user something (warning, success, error) with a Close
 * button, or asks for a confirmation with Cancel and Confirm. Built on sl-dialog: focus is trapped
 * inside, Escape and the overlay dismiss it, focus returns to where it was.
 *
 * The dialog sets `open = false` itself whenever the user closes it, unless a listener cancels
 * `sat-dialog-close`: a host that owns `open` cancels it and sets `open` itself (so that, say, a
 * confirmation followed at once by another message stays open with the new one). Setting `open`
 * from code fires no event. On opening, focus goes to Close, or to Cancel in a confirm dialog.
 *
 * @slot - Rich content shown instead of `message`.
 *
 * @event {SatDialogConfirmEvent} sat-dialog-confirm - The user pressed Confirm (detail `{}`);
 * `sat-dialog-close` with reason `confirm` follows.
 * @event {SatDialogCloseEvent} sat-dialog-close - The user closed the dialog; `detail.reason` is
 * `close`, `cancel`, `confirm` or `dismiss` (Escape, overlay or the header's close icon).
 * Cancelable: cancelled, the dialog leaves `open` to its host.
 *
 * @csspart dialog - The sl-dialog element.
 * @csspart panel - The dialog's panel.
 * @csspart overlay - The overlay behind the panel.
 * @csspart title - The title, with the type's icon.
 * @csspart icon - The icon of the type.
 * @csspart message - The message, or the slotted content.
 * @csspart footer - The row of buttons.
 * @csspart close-button - The Close button (warning, success, error).
 * @csspart cancel-button - The Cancel button (confirm).
 * @csspart confirm-button - The Confirm button (confirm).
 *
 * @cssproperty --sat-dialog-width - Width of the panel. Default 28rem.
 * @cssproperty --sat-dialog-icon-size - Size of the type's icon. Default 1.5rem.
 * @cssproperty --sat-dialog-accent - Colour of the type's icon; each type has its own default.
 */
export class SatDialog extends SatElement<SatDialogStrings> {
  static override styles = [SatElement.styles, dialogStyles];

  static override properties = {
    open: { type: Boolean, reflect: true },
    type: { reflect: true },
    label: {},
    message: {},
    dialogReady: { state: true },
    hiding: { state: true },
    hasSlottedContent: { state: true },
  };

  /** Whether the dialog is shown. */
  open = false;

  /** What the dialog tells the user: `warning`, `success`, `error` or `confirm`. */
  type: SatDialogType = 'warning';

  /** The title. */
  label = '';

  /** The message under the title; the default slot replaces it with rich content. */
  message = '';

  protected readonly defaultStrings = satDialogStrings;

  /**
   * sl-dialog only runs its opening (focus, Escape handling) when `open` changes after its first
   * render, so a dialog rendered already open passes `open` on once sl-dialog is ready.
   */
  private dialogReady = false;

  /**
   * Whether sl-dialog is still playing its closing animation. sl-dialog told to open meanwhile
   * shows itself, then hides itself when that animation ends, leaving an open dialog invisible:
   * so it is told to open only once it has hidden.
   */
  private hiding = false;

  /** Whether the default slot holds content; whitespace between the tags does not count. */
  private hasSlottedContent = false;

  private get dialog(): SlDialog {
    return this.renderRoot.querySelector('sl-dialog') as SlDialog;
  }

  private get messageElement(): HTMLElement {
    return this.renderRoot.querySelector('.message') as HTMLElement;
  }

  protected override async firstUpdated(changed: PropertyValues<this>): Promise<void> {
    super.firstUpdated(changed);
    await this.dialog.updateComplete;
    // The element with role="dialog" lives in sl-dialog's shadow root, where an aria-describedby
    // id cannot reach our message; element reflection can, so screen readers hear the message.
    this.dialog.panel.ariaDescribedByElements = [this.messageElement];
    this.dialogReady = true;
  }

  private close(reason: SatDialogCloseReason): void {
    if (this.emit('sat-dialog-close', { reason }, { cancelable: true })) this.open = false;
  }

  private readonly handleRequestClose = (event: Event): void => {
    // sl-dialog asks before closing on Escape, overlay or its close icon; it then hides itself.
    // Only our own sl-dialog counts, not one that slotted content may contain.
    if (event.target === this.dialog) {
      this.close('dismiss');
    }
  };

  /** Ours only, not a dialog's that slotted content may contain. */
  private readonly handleHide = (event: Event): void => {
    if (event.target === this.dialog) this.hiding = true;
  };

  private readonly handleAfterHide = (event: Event): void => {
    if (event.target === this.dialog) this.hiding = false;
  };

  private readonly handleSlotChange = (event: Event): void => {
    const nodes = (event.target as HTMLSlotElement).assignedNodes({ flatten: true });
    this.hasSlottedContent = nodes.some(
      (node) => node.nodeType === Node.ELEMENT_NODE || Boolean(node.textContent?.trim()),
    );
  };

  private readonly handleConfirm = (): void => {
    this.emit('sat-dialog-confirm', {});
    this.close('confirm');
  };

  private renderButtons() {
    if (this.type === 'confirm') {
      return html`
        <sl-button part="cancel-button" autofocus @click=${() => this.close('cancel')}>
          ${this.text.cancel}
        </sl-button>
        <sl-button part="confirm-button" variant="primary" @click=${this.handleConfirm}>
          ${this.text.confirm}
        </sl-button>
      `;
    }
    return html`
      <sl-button part="close-button" variant="primary" autofocus @click=${() => this.close('close')}>
        ${this.text.close}
      </sl-button>
    `;
  }

  protected override render() {
    return html`
      <sl-dialog
        part="dialog"
        exportparts="panel, overlay"
        ?open=${this.open && this.dialogReady && !this.hiding}
        @sl-request-close=${this.handleRequestClose}
        @sl-hide=${this.handleHide}
        @sl-after-hide=${this.handleAfterHide}
      >
        <span slot="label" part="title" class="title">
          <sl-icon part="icon" class="icon" library=${satIconLibrary} name=${iconOfType[this.type]}></sl-icon>
          <span>${this.label}</span>
        </span>
        <div part="message" class="message">
          ${this.hasSlottedContent ? nothing : this.message}<slot @slotchange=${this.handleSlotChange}></slot>
        </div>
        <div slot="footer" part="footer" class="footer">${this.renderButtons()}</div>
      </sl-dialog>
    `;
  }
}
