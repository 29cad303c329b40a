import type { ReactNode } from 'react';
import './ScreenHeader.css';

interface ScreenHeaderProps {
  readonly title: string;
  /** A line of text under the title. */
  readonly text?: string;
  readonly id?: string;
  /** The screen's own button (Create Coupon, Earning Report), at the heading's end. */
  readonly action?: ReactNode;
}

/** The heading of a content screen, with an optional line of text under it and a button beside it. */
export function ScreenHeader({ title, text, id, action }: ScreenHeaderProps) {
  return (
    <header className="screen-header">
      <div className="screen-header__heading">
        <h2 id={id} className="screen-header__title">
          {title}
        </h2>
        {text ? <p className="screen-header__text">{text}</p> : null}
      </div>
      {action}
    </header>
  );
}
