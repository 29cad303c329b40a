import { messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { type CSSProperties, type FormEvent, type ReactNode, useId, useRef } from 'react';
import './FormDialog.css';

/** The primary button of a form dialog and what pressing it (or Enter in a field) does. */
export interface FormDialogAction {
  readonly label: string;
  readonly onSubmit: () => void;
  /** The action is under way: the button spins and the dialog cannot be closed. */
  readonly busy?: boolean;
  readonly disabled?: boolean;
}

interface FormDialogProps {
  readonly label: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Without an action the dialog only shows its content, with a Close button. */
  readonly action?: FormDialogAction;
  /** Any CSS width of the panel; Shoelace's default (31rem) otherwise. */
  readonly width?: string;
  readonly children: ReactNode;
}

/** The fields a dialog may start in: its first one that takes input. */
const fieldSelector =
  'sl-input:not([disabled]), sl-select:not([disabled]), sl-textarea:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])';

/** The focused element itself, inside the shadow roots of elements that hold it (a table's row button). */
const deepActiveElement = (): HTMLElement | null => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
};

/**
 * The console's one modal for forms and previews: sl-dialog (focus is trapped), a form around
 * the content so Enter submits, and a footer with Cancel and the primary action. It opens with
 * focus in its first field (a preview: on the panel), and gives focus back to what opened it,
 * even a button inside an element's shadow root, which sl-dialog alone would lose to the page. The host owns `open`: Escape, the overlay and the × only ask it to
 * close, which it refuses while the action is busy.
 */
export function FormDialog({ label, open, onClose, action, width, children }: FormDialogProps) {
  const formId = useId();
  const busy = action?.busy ?? false;
  const form = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const requestClose = (event: CustomEvent<{ source: string }>) => {
    // Only this dialog's own request; nested Shoelace parts send their own events.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (!busy) onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action && !busy && !action.disabled) action.onSubmit();
  };

  return (
    <SlDialog
      className="form-dialog"
      label={label}
      open={open}
      style={width ? ({ '--width': width } as CSSProperties) : undefined}
      onSlRequestClose={(event) =>
        requestClose(event as unknown as CustomEvent<{ source: string }>)
      }
      onSlShow={(event) => {
        if (event.target === event.currentTarget) opener.current = deepActiveElement();
      }}
      onSlInitialFocus={(event) => {
        const field = form.current?.querySelector<HTMLElement>(fieldSelector);
        if (!field) return;
        event.preventDefault();
        field.focus();
      }}
      onSlAfterHide={(event) => {
        if (event.target !== event.currentTarget) return;
        if (opener.current?.isConnected) opener.current.focus();
        opener.current = null;
      }}
    >
      <form id={formId} ref={form} className="form-dialog__body" noValidate onSubmit={submit}>
        {children}
      </form>
      <div slot="footer" className="form-dialog__footer">
        <SlButton disabled={busy} onClick={onClose}>
          {action ? messages.cancel : messages.close}
        </SlButton>
        {action ? (
          <SlButton
            type="submit"
            form={formId}
            variant="primary"
            loading={busy}
            disabled={busy || action.disabled}
          >
            {action.label}
          </SlButton>
        ) : null}
      </div>
    </SlDialog>
  );
}
