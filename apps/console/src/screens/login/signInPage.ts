import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import { satchelMark } from '@satchel/elements/icons/satchel-mark';
import {
  $codeStep,
  commonMessages,
  loginForm,
  loginMessages,
  twoStepLoginMessages,
} from '@satchel/stores';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { html, nothing, render } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import '../../components/brand/Brand.css';
import '../../components/form/TextField.css';
import '../../components/icon/Icon.css';
import './LoginScreen.css';

/*
 * The sign-in page, drawn with lit-html rather than React (issue 33): it is the first load, and
 * without React and its wrappers the form shows in a fraction of the time. Its markup and classes
 * are SignInFrame's, its fields TextField's, so that it looks like the pages drawn by React.
 */

type Field = 'username' | 'password' | 'code';

const texts = loginMessages;

/** TextField's sl-input, bound to the sign-in form's store. */
function field(
  name: Field,
  label: string,
  placeholder: string,
  type: string,
  autocomplete: string,
) {
  const { values, errors } = loginForm.$form.get();
  const error = errors[name];
  return html`<sl-input
    class=${error ? 'text-field text-field--invalid' : 'text-field'}
    name=${name}
    label=${label}
    placeholder=${placeholder}
    type=${type}
    autocomplete=${autocomplete}
    .value=${values[name] ?? ''}
    @sl-input=${(event: Event) => loginForm.change(name, (event.target as SlInputElement).value)}
    >${error ? html`<span slot="help-text" class="text-field__error">${error}</span>` : nothing}</sl-input
  >`;
}

function page() {
  const { busy } = loginForm.$form.get();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void loginForm.submit();
  };
  return html`<main class="login">
    <div class="login__panel">
      <header class="login__brand">
        <span class="brand">
          <span class="brand__mark">
            <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              ${unsafeSVG(satchelMark)}
            </svg>
          </span>
          <span class="brand__name">${commonMessages.brand}</span>
        </span>
      </header>
      <form class="login__card" novalidate aria-labelledby="login-title" @submit=${submit}>
        <div class="login__intro">
          <h1 id="login-title" class="login__title">${texts.welcome}</h1>
          <p class="login__subtitle">${texts.subtitle}</p>
        </div>
        ${field('username', texts.username, texts.usernamePlaceholder, 'text', 'username')}
        ${field('password', texts.password, texts.passwordPlaceholder, 'password', 'current-password')}
        ${
          $codeStep.get()
            ? field(
                'code',
                twoStepLoginMessages.code,
                twoStepLoginMessages.codePlaceholder,
                'text',
                'one-time-code',
              )
            : nothing
        }
        <sl-button type="submit" variant="primary" size="large" ?disabled=${busy} ?loading=${busy}>
          ${texts.signIn}
        </sl-button>
      </form>
    </div>
  </main>`;
}

/**
 * sl-input describes its native input by the help-text slot but sets no aria-invalid, and that
 * input lives in sl-input's shadow root (as TextField does for React's fields).
 */
function markInvalid(container: HTMLElement) {
  const { errors } = loginForm.$form.get();
  for (const input of container.querySelectorAll<SlInputElement>('sl-input')) {
    void input.updateComplete.then(() => {
      input.input.setAttribute('aria-invalid', errors[input.name as Field] ? 'true' : 'false');
    });
  }
}

/**
 * Draws the sign-in page into `container` and keeps it current with the form's store until the
 * returned function is called, which empties the container.
 */
export function showSignInPage(container: HTMLElement): () => void {
  const draw = () => {
    render(page(), container);
    markInvalid(container);
  };
  draw();
  const unbind = [loginForm.$form.listen(draw), $codeStep.listen(draw)];
  return () => {
    for (const stop of unbind) stop();
    render(nothing, container);
  };
}
