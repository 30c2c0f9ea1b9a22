import type { Language } from '../../mail/templates.js';

/**
 * Sentences the login dialog shows as they are (invalid_grant error_description, redirect message).
 * The same sentence answers an unknown user and a wrong password.
 */
const SENTENCES = {
  invalidCredentials: {
    en: 'The user ID or password is incorrect. Please try again.',
    sp: 'El usuario o la contraseña son incorrectos. Inténtelo de nuevo.',
  },
  accountLocked: {
    en: 'Your account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes or reset your password.',
    sp: 'Su cuenta está bloqueada por demasiados intentos fallidos. Vuelva a intentarlo en 15 minutos o restablezca su contraseña.',
  },
  accountDisabled: {
    en: 'Your account is disabled. Please contact support.',
    sp: 'Su cuenta está desactivada. Comuníquese con soporte.',
  },
  impersonationFailed: {
    en: 'The attempt to impersonate this user has failed. Please contact support.',
    sp: 'El intento de suplantar a este usuario ha fallado. Comuníquese con soporte.',
  },
  twoStepCodeInvalid: {
    en: 'The code is not right. Check your authenticator app and try again.',
    sp: 'El código no es correcto. Revise su aplicación de autenticación e inténtelo de nuevo.',
  },
  twoStepExpired: {
    en: 'The sign-in has expired. Please sign in again.',
    sp: 'El inicio de sesión ha caducado. Inicie sesión de nuevo.',
  },
  redirect: {
    en: 'Your plan’s benefits are now served by another portal. Please sign in there.',
    sp: 'Los beneficios de su plan ahora se atienden en otro portal. Inicie sesión allí.',
  },
} as const;

export type SentenceKey = keyof typeof SENTENCES;

/** A sign-in sentence in the given language. */
export function sentence(key: SentenceKey, lang: Language): string {
  return SENTENCES[key][lang];
}

/** The portal language an Accept-Language header names first (es → sp, en → en), or undefined. */
export function explicitLanguage(header: string | undefined): Language | undefined {
  const first = /^\s*([a-z]{2})\b/i.exec(header ?? '')?.[1]?.toLowerCase();
  return first === 'es' || first === 'sp' ? 'sp' : first === 'en' ? 'en' : undefined;
}
