import { messages } from '@satchel/stores';
import { Fragment } from 'react';
import { FormDialog } from '../../components/form/FormDialog.js';
import type { Shortcut } from './shortcutList.js';
import './ShortcutsDialog.css';

const text = messages.shortcuts;

interface ShortcutsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly shortcuts: readonly Shortcut[];
}

/** The `?` dialog: every shortcut the operator may use, keys beside what they do. */
export function ShortcutsDialog({ open, onClose, shortcuts }: ShortcutsDialogProps) {
  return (
    // Wide, two pairs a line: the whole list shows without scrolling on a laptop's screen.
    <FormDialog label={text.title} open={open} onClose={onClose} width="min(52rem, 92vw)">
      <dl className="shortcuts">
        {shortcuts.map(({ keys, description }) => (
          <Fragment key={keys.join(' ')}>
            <dt className="shortcuts__keys">
              {keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 ? ` ${text.sequence} ` : null}
                  <kbd>{key}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd className="shortcuts__description">{description}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="shortcuts__note">{text.notWhileTyping}</p>
    </FormDialog>
  );
}
