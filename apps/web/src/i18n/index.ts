import type { i18n as I18n, TOptions } from 'i18next';
import { STORAGE_KEYS, htmlLangOf, isLanguage, type Language } from '../lib/constants';
import { createStore, useStore } from '../lib/external-store';

/** Namespaces: one per feature plus the shared ones. */
export const NAMESPACES = [
  'common',
  'messages',
  'nav',
  'shell',
  'auth',
  'anonymous',
  'support',
  'legal',
  'dashboard',
  'claims',
  'coverage',
  'groups',
  'groups-admin',
  'messaging',
  'precerts',
  'settings',
  'fsa',
  'letters',
  'registration',
  'content',
  'content-admin',
  'file-management',
  'idcard',
  'provider',
  'admin-profile',
  'admin-options',
  'employer',

  'accounts',
  'enrollment',
  'edi',
  'reports',
  'tempcard',
  'sso',
  'compliance',
  'mrf',
  'finance',
] as const;

type Catalogue = Record<string, Record<string, unknown>>;

// Each language is its own chunk: only the chosen one is downloaded.
const loaders: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./en/index'),
  sp: () => import('./sp/index'),
};

/** The chosen language, observable (the picker, `<html lang>` and Intl follow it). */
export const languageStore = createStore<Language>('en');

let instance: I18n | undefined;

function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

async function ensureLoaded(i18n: I18n, lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const { default: catalogue } = await loaders[lang]();
  for (const [ns, resources] of Object.entries(catalogue))
    i18n.addResourceBundle(lang, ns, resources, true, true);
}

function applyLanguage(lang: Language): void {
  document.documentElement.lang = htmlLangOf(lang);
  languageStore.set(lang);
}

/**
 * Initialises i18next with the stored language (default en) before the first render. i18next is
 * loaded here, not imported statically, so it stays out of the entry chunk (budget 120 KB).
 */
export async function initI18n(): Promise<I18n> {
  if (instance) return instance;
  const lang = storedLanguage();
  const [{ default: i18next }, { initReactI18next }] = await Promise.all([
    import('i18next'),
    import('react-i18next'),
  ]);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([ensureLoaded(i18n, 'en'), ensureLoaded(i18n, lang)]);
  await i18n.changeLanguage(lang);
  instance = i18n;
  applyLanguage(lang);
  return i18n;
}

/** Translates outside React (notifications) or in entry-chunk components; the key itself before init. */
export function tr(key: string, options?: TOptions): string {
  return instance ? String(instance.t(key, options)) : key;
}

/** A translate function for components of the entry chunk; re-renders when the language changes. */
export function useT(): typeof tr {
  useStore(languageStore, (l) => l);
  return tr;
}

/** Switches the language, stores it under `language` and updates `<html lang>`. */
export async function changeLanguage(lang: Language): Promise<void> {
  const i18n = instance ?? (await initI18n());
  await ensureLoaded(i18n, lang);
  await i18n.changeLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // ignore
  }
  applyLanguage(lang);
}

/** Re-reads the stored language (after impersonation restores a saved one). */
export function syncLanguageFromStorage(): Promise<void> {
  return changeLanguage(storedLanguage());
}
