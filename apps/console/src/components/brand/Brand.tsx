import { satchelMark } from '@satchel/elements/icons/satchel-mark';
import { messages } from '@satchel/stores';
import { IconDrawing } from '../icon/IconDrawing.js';
import './Brand.css';

/** The product's mark, followed by its name unless there is no room for it. */
export function Brand({ showName = true }: { showName?: boolean }) {
  return (
    <span className="brand">
      <span className="brand__mark">
        <IconDrawing shape={satchelMark} />
      </span>
      {showName ? <span className="brand__name">{messages.brand}</span> : null}
    </span>
  );
}
