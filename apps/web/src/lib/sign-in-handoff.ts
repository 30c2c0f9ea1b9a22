import { STORAGE_KEYS, isLanguage } from './constants';

/**
 * The prerendered sign-in page's hand-over to the app (issue 28). index.html holds the sign-in page's
 * markup (scripts/prerender.mjs), usable before the app has loaded: public/boot.js loads the app on
 * the first interaction, so the user may already be typing, have chosen a language or pressed "Sign in"
 * when the app's first render replaces that markup. The app takes all of it over:
 * - the language picked there (`adoptPrerenderedLanguage`, before i18n starts);
 * - a link followed there (`takePendingNavigation`: the app follows it after its first render);
 * - the fields' values, the focus with its selection, and a pending submit (the login form, through
 *   `prerenderedSignInForm` during its first render and `takeSignInHandoff` once its markup is in).
 * The markup's elements are marked `data-prerendered` (scripts/prerender-lib.mjs); a pending submit is
 * `data-submit-pending` on the form, the focused field `data-prerendered-focus` (boot.js).
 */

export interface PrerenderedSignInForm {
  form: HTMLFormElement;
  username: HTMLInputElement | null;
  password: HTMLInputElement | null;
}

export interface SignInHandoff {
  username: string;
  password: string;
  /** The field that had the focus, with its selection. */
  focus: { field: 'username' | 'password'; start: number | null; end: number | null } | null;
  /** "Sign in" was clicked (or Enter pressed) before the app took over. */
  submit: boolean;
}

/** The prerendered sign-in form while it is in the page (read during the login form's first render). */
export function prerenderedSignInForm(): PrerenderedSignInForm | null {
  if (typeof document === 'undefined') return null;
  const form = document.querySelector<HTMLFormElement>('#root form[data-prerendered]');
  if (!form) return null;
  return {
    form,
    username: form.querySelector<HTMLInputElement>(
      'input[data-prerendered][autocomplete="username"]',
    ),
    password: form.querySelector<HTMLInputElement>(
      'input[data-prerendered][autocomplete="current-password"]',
    ),
  };
}

const HANDED_OVER = 'data-handed-over';

/**
 * What was typed, focused and asked for in the prerendered form, once: its elements keep their state
 * after the app's markup has replaced them. Null the second time (a re-mounted form takes nothing).
 */
export function takeSignInHandoff(prerendered: PrerenderedSignInForm): SignInHandoff | null {
  const { form, username, password } = prerendered;
  if (form.hasAttribute(HANDED_OVER)) return null;
  form.setAttribute(HANDED_OVER, '');
  const focused = (input: HTMLInputElement | null) =>
    input !== null &&
    (input.hasAttribute('data-prerendered-focus') || document.activeElement === input);
  const focusOf = (field: 'username' | 'password', input: HTMLInputElement) => ({
    field,
    start: input.selectionStart,
    end: input.selectionEnd,
  });
  return {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focus: focused(username)
      ? focusOf('username', username!)
      : focused(password)
        ? focusOf('password', password!)
        : null,
    submit: form.hasAttribute('data-submit-pending'),
  };
}

/**
 * The language chosen in the prerendered page's picker, stored before i18n starts so the app renders
 * in it (the markup is English). Call before `initI18n`.
 */
export function adoptPrerenderedLanguage(): void {
  const picked = document.querySelector<HTMLSelectElement>('#root select[data-prerendered]')?.value;
  if (!isLanguage(picked) || picked === 'en') return;
  try {
    localStorage.setItem(STORAGE_KEYS.language, picked);
  } catch {
    // storage disabled: the app starts in English
  }
}

/**
 * A link of the prerendered page followed before the app loaded (boot.js records its path on <html>),
 * taken once: the app navigates there once it has rendered (the URL changes when the page is ready, as
 * for any link of the app). Null when there is none, or for anything but a path of this origin.
 */
export function takePendingNavigation(): string | null {
  const root = document.documentElement;
  const pending = root.getAttribute('data-pending-navigation');
  root.removeAttribute('data-pending-navigation');
  return pending?.startsWith('/') && !pending.startsWith('//') ? pending : null;
}
