import { $codeStep, loginForm, messages, twoStepLoginMessages } from '@satchel/stores';
import '../../components/brand/Brand.css';
import '../../components/icon/Icon.css';
import './LoginScreen.css';

/*
 * The sign-in page (issue 33) is index.html's own markup, native fields styled like the console's
 * sl-input and sl-button (LoginScreen.css): it shows before any module loads, and neither React
 * nor Shoelace is part of the first load. This binds it to the sign-in form's store.
 */

type Field = 'username' | 'password' | 'code';
const fieldNames: readonly Field[] = ['username', 'password', 'code'];

function required<Found extends Element>(found: Found | null, what: string): Found {
  if (!found) throw new Error(`index.html's sign-in page lacks ${what}`);
  return found;
}

/**
 * Binds index.html's sign-in page in `container` to the form's store. Returns the function that
 * shows or hides it.
 */
export function bindSignInPage(container: HTMLElement): (shown: boolean) => void {
  const page = required(container.querySelector('main'), 'its page');
  const form = required(page.querySelector('form'), 'its form');
  const submit = required(form.querySelector('button'), 'its button');
  const inputs = Object.fromEntries(
    fieldNames.map((name) => [
      name,
      required(form.querySelector<HTMLInputElement>(`input[name="${name}"]`), name),
    ]),
  ) as Record<Field, HTMLInputElement>;

  // index.html's texts (English), set again in the installed language from the catalogue.
  const texts: Record<string, string> = {
    ...messages.login,
    ...twoStepLoginMessages,
    brand: messages.brand,
  };
  const placeholders: Record<Field, string> = {
    username: messages.login.usernamePlaceholder,
    password: messages.login.passwordPlaceholder,
    code: twoStepLoginMessages.codePlaceholder,
  };
  for (const element of container.querySelectorAll<HTMLElement>('[data-text]')) {
    element.textContent = texts[element.dataset.text ?? ''] ?? element.textContent;
  }
  for (const name of fieldNames) {
    const input = inputs[name];
    input.placeholder = placeholders[name];
    input.addEventListener('input', () => loginForm.change(name, input.value));
    // What the operator typed (or the browser filled in) before this module came.
    if (input.value) loginForm.change(name, input.value);
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void loginForm.submit();
  });

  const draw = () => {
    const { values, errors, busy } = loginForm.$form.get();
    for (const name of fieldNames) {
      const input = inputs[name];
      const value = values[name] ?? '';
      if (input.value !== value) input.value = value;
      const error = errors[name];
      input.setAttribute('aria-invalid', error ? 'true' : 'false');
      required(input.nextElementSibling, `${name}'s message`).textContent = error ?? '';
    }
    required(inputs.code.parentElement, "the code's field").hidden = !$codeStep.get();
    submit.disabled = busy;
    submit.setAttribute('aria-busy', String(busy));
  };
  draw();
  loginForm.$form.listen(draw);
  $codeStep.listen(draw);

  // Out of the document while another page shows: its fields (Username, Password, Code) would
  // otherwise stand beside that page's fields of the same names.
  return (shown) => {
    delete document.documentElement.dataset.signIn;
    if (!shown) page.remove();
    else if (!page.isConnected) container.append(page);
  };
}
