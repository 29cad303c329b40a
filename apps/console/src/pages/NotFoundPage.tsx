import { goHome, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import './NotFoundPage.css';

/** Any URL the console does not know. */
export function NotFoundPage() {
  const texts = messages.notFound;
  return (
    <main className="not-found">
      <p className="not-found__code">{texts.code}</p>
      <h1 className="not-found__title">{texts.title}</h1>
      <p className="not-found__message">{texts.message}</p>
      <SlButton variant="primary" size="large" onClick={goHome}>
        {texts.home}
      </SlButton>
    </main>
  );
}
