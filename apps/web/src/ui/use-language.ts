import { useEffect } from 'react';
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

/**
 * Formats one amount in the chosen language in a task of its own, soon after mount: the first money
 * format of a page load initialises the runtime's number formatting (tens of ms on a slow phone), which
 * would otherwise lengthen the render of the first table of amounts. For pages that show amounts once
 * their data arrives (dashboard, claims): called while the data is on its way.
 */
export function usePreparedMoneyFormat(): void {
  const language = useLanguage();
  useEffect(() => {
    const id = setTimeout(() => formatMoney(0, language), 0);
    return () => clearTimeout(id);
  }, [language]);
}
