import {
  CHUNK_LOAD_TIMEOUT_MS,
  DIALOG_WIDTH_PX,
  LANGUAGES,
  LOCAL_STORAGE_KEYS,
  NOTIFICATION_AUTO_DISMISS_MS,
  RECENT_CLAIMS_COUNT,
  LATEST_CONVERSATIONS_COUNT,
  intlLocaleOf,
  isLanguage,
  type Language,
} from '@bp/contract/constants';

/** Browser-storage keys: the spec's four (§9) plus the contract's prefixed session keys. */
export const STORAGE_KEYS = LOCAL_STORAGE_KEYS;

/** Sizes and limits of spec §9 used by the web. */
export const LIMITS = {
  recentClaims: RECENT_CLAIMS_COUNT,
  latestConversations: LATEST_CONVERSATIONS_COUNT,
  chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS,
  notificationAutoCloseMs: NOTIFICATION_AUTO_DISMISS_MS,
  dialogWidth: DIALOG_WIDTH_PX,
} as const;

export { LANGUAGES, isLanguage, type Language };

/** BCP 47 locale for Intl (spec: `sp` → `es`). */
export function localeOf(language: Language): string {
  return intlLocaleOf(language);
}

/** Language tag for the `lang` attribute. */
export function htmlLangOf(language: Language): string {
  return language === 'sp' ? 'es' : 'en';
}

/** The public page of price-transparency files (footer link, spec §2 and MRF). */
export const TRANSPARENCY_URL = '/transparency';
