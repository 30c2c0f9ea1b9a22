import { languageOf, type Language } from '../mail/templates.js';
import type { Caller } from './caller.js';

/** The language asked for by an Accept-Language header (Spanish when it prefers es/sp). */
export function languageFromHeader(header: string | undefined): Language {
  return /^\s*(es|sp)\b/i.test(header ?? '') ? 'sp' : 'en';
}

/** The language a request is served in: the signed-in caller's, else the Accept-Language header's. */
export function requestLanguage(caller: Caller | null, header: string | undefined): Language {
  return caller && !caller.anonymous ? languageOf(caller.language) : languageFromHeader(header);
}
