import { useStore } from '../lib/external-store';
import { formatDate, formatMoney } from '../lib/format';
import { languageStore } from '../i18n';
import type { Language } from '../lib/constants';

/** The chosen language. */
export function useLanguage(): Language {
  return useStore(languageStore, (l) => l);
}

/** Date and money formatters in the chosen language. */
export function useFormat(): {
  date: (iso: string | null | undefined) => string;
  money: (cents: number | null | undefined) => string;
} {
  const language = useLanguage();
  return { date: formatDate, money: (cents) => formatMoney(cents, language) };
}
