import './ScreenHeader.css';

/** The heading of a content screen, with an optional line of text under it. */
export function ScreenHeader({ title, text, id }: { title: string; text?: string; id?: string }) {
  return (
    <header className="screen-header">
      <h2 id={id} className="screen-header__title">
        {title}
      </h2>
      {text ? <p className="screen-header__text">{text}</p> : null}
    </header>
  );
}
