import { messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { type CSSProperties, type FormEvent, type ReactNode, useId } from 'react';
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

/**
 * The console's one modal for forms and previews: sl-dialog (focus moves in, is trapped, and
 * returns to the opener), a form around the content so Enter submits, and a footer with Cancel
 * and the primary action. The host owns `open`: Escape, the overlay and the × only ask it to
 * close, which it refuses while the action is busy.
 */
export function FormDialog({ label, open, onClose, action, width, children }: FormDialogProps) {
  const formId = useId();
  const busy = action?.busy ?? false;

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
    >
      <form id={formId} className="form-dialog__body" noValidate onSubmit={submit}>
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
