import { STORAGE_KEYS } from './constants';

/** Reads and parses a JSON value; undefined when missing or unreadable. */
export function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; null or undefined removes the key. */
export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled (private mode): the session simply does not survive a reload
  }
}

/** Clears local storage, keeping the language choice (a preference, not session data). */
export function clearStorageKeepingLanguage(): void {
  try {
    const language = localStorage.getItem(STORAGE_KEYS.language);
    localStorage.clear();
    if (language) localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // ignore
  }
}
