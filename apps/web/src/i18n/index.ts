import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
  'appeals',
  'appealQueue',
  'patient-access',
  'patient-access-admin',
] as const;

type Catalogue = Record<string, Record<string, unknown>>;

/**
 * A language's catalogue comes in three parts, each its own chunk: `core` (the namespaces of the sign-in
 * page and the page frame, `CORE_NAMESPACES`) before the first render; `member` (the namespaces the member
 * portal's pages use: `<lang>/member.ts`) with a member page; `all` (every namespace) with any other page
 * (`loadTranslations`, called by every lazy route but the sign-in page's). A member's phone does not
 * download and parse the staff, employer, provider and public pages' strings. Only the chosen language
 * (and English, the fallback) is downloaded.
 */
export type TranslationPart = 'core' | 'member' | 'all';

/** The namespaces of `<lang>/core.ts`: the sign-in page, its layout, the error page and dialogs. */
export const CORE_NAMESPACES = ['auth', 'common', 'messages', 'shell'] as const;

const loaders: Record<Language, Record<TranslationPart, () => Promise<{ default: Catalogue }>>> = {
  en: {
    core: () => import('./en/core'),
    member: () => import('./en/member'),
    all: () => import('./en/index'),
  },
  sp: {
    core: () => import('./sp/core'),
    member: () => import('./sp/member'),
    all: () => import('./sp/index'),
  },
};

const loaded: Record<Language, Partial<Record<TranslationPart, Promise<void>>>> = {
  en: {},
  sp: {},
};

/** Each part holds the one before it: core ⊂ member ⊂ all. */
const PART_RANK: Record<TranslationPart, number> = { core: 0, member: 1, all: 2 };

/** The largest part a page has asked for so far (a language change loads that part). */
let wanted: TranslationPart = 'core';

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

function ensureLoaded(i18n: I18n, lang: Language, part: TranslationPart): Promise<void> {
  // A larger part holds the smaller ones' namespaces too.
  const done = (Object.keys(loaded[lang]) as TranslationPart[])
    .filter((p) => PART_RANK[p] >= PART_RANK[part])
    .map((p) => loaded[lang][p])[0];
  if (done) return done;
  const loading = loaders[lang][part]().then(({ default: catalogue }) => {
    // A namespace is one JSON module, the same in the core and the whole catalogue: added once, as it
    // is (no deep copy and merge of 100 kB of strings on a phone's main thread at start; never changed).
    for (const [ns, resources] of Object.entries(catalogue))
      if (!i18n.hasResourceBundle(lang, ns))
        i18n.addResourceBundle(lang, ns, resources, false, false, {
          skipCopy: true,
          silent: false,
        });
  });
  // A failed download may be tried again (the route's chunk error shows the reload dialog).
  const tracked = loading.catch((error: unknown) => {
    delete loaded[lang][part];
    throw error;
  });
  loaded[lang][part] = tracked;
  return tracked;
}

/** The part every page needs in `lang` (and in English, the fallback). */
function ensureLanguage(i18n: I18n, lang: Language): Promise<unknown> {
  return Promise.all([ensureLoaded(i18n, 'en', wanted), ensureLoaded(i18n, lang, wanted)]);
}

/**
 * The language in a cookie too, for the server: it answers the pages with a prerendered frame in that
 * language (apps/server/src/plugins/web.ts). Not a secret, read by no API call; a year, the whole site.
 */
export const LANGUAGE_COOKIE = 'bp_lang';

function applyLanguage(lang: Language): void {
  document.documentElement.lang = htmlLangOf(lang);
  languageStore.set(lang);
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * Initialises i18next with the stored language (default en) and the core namespaces before the first
 * render. i18next is imported statically: the sign-in page renders nothing without it, and it is part
 * of the sign-in chunk (vite.config.ts).
 */
export async function initI18n(): Promise<I18n> {
  if (instance) return instance;
  const lang = storedLanguage();
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
  await ensureLanguage(i18n, lang);
  await i18n.changeLanguage(lang);
  instance = i18n;
  applyLanguage(lang);
  return i18n;
}

/**
 * Loads a part of the current language's catalogue (and English's): awaited by every lazy route but the
 * sign-in page's before it renders (app/chunk-load.ts: `member` for the member portal's pages, `all` for
 * the others); a later language change loads the largest part asked for.
 */
export async function loadTranslations(part: 'member' | 'all'): Promise<void> {
  if (PART_RANK[part] > PART_RANK[wanted]) wanted = part;
  const i18n = instance ?? (await initI18n());
  await ensureLanguage(i18n, languageStore.get());
}

/** Loads every namespace of the current language (and English). */
export function loadAllTranslations(): Promise<void> {
  return loadTranslations('all');
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
  await ensureLanguage(i18n, lang);
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
