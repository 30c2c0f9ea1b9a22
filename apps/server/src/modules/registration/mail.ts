import type { Language, MailContent } from '../../mail/templates.js';

const texts = {
  en: {
    subject: 'Welcome to the Benefits Portal',
    greeting: (name: string) => `Hello ${name},`,
    body: (user: string) =>
      `Your Benefits Portal account is ready. Sign in with your user name ${user} and the password you chose to see your claims, coverage and ID cards.`,
    action: 'Sign in',
    ignore: 'If you did not create this account, contact support.',
  },
  sp: {
    subject: 'Bienvenido al Portal de Beneficios',
    greeting: (name: string) => `Hola ${name}:`,
    body: (user: string) =>
      `Su cuenta del Portal de Beneficios está lista. Inicie sesión con su nombre de usuario ${user} y la contraseña que eligió para ver sus reclamos, su cobertura y sus tarjetas de identificación.`,
    action: 'Iniciar sesión',
    ignore: 'Si usted no creó esta cuenta, comuníquese con soporte.',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The welcome message after a member registers, in the language chosen on the form. */
export function welcomeMail(
  lang: Language,
  firstName: string,
  userName: string,
  signInUrl: string,
): MailContent {
  const t = texts[lang];
  return {
    subject: t.subject,
    text: `${t.greeting(firstName)}\n\n${t.body(userName)}\n\n${signInUrl}\n\n${t.ignore}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(t.body(userName))}</p>` +
      `<p><a href="${escape(signInUrl)}">${escape(t.action)}</a></p><p>${escape(t.ignore)}</p>`,
  };
}

const providerTexts = {
  en: {
    subject: 'Your Benefits Portal provider account',
    greeting: (name: string) => `Hello ${name},`,
    body: (user: string, office: string) =>
      `The provider account of ${office} is ready. Sign in with your user name ${user} and the password you chose; you will be asked to accept the terms of service first. Then you can see claims, payments and eligibility of your patients.`,
    action: 'Sign in',
    ignore: 'If you did not create this account, contact support at once.',
  },
  sp: {
    subject: 'Su cuenta de proveedor del Portal de Beneficios',
    greeting: (name: string) => `Hola ${name}:`,
    body: (user: string, office: string) =>
      `La cuenta de proveedor de ${office} está lista. Inicie sesión con su nombre de usuario ${user} y la contraseña que eligió; primero se le pedirá aceptar los términos de servicio. Luego podrá ver los reclamos, los pagos y la elegibilidad de sus pacientes.`,
    action: 'Iniciar sesión',
    ignore: 'Si usted no creó esta cuenta, comuníquese con soporte de inmediato.',
  },
} as const;

/** The welcome message after a provider office registers, in the language chosen on the form. */
export function providerWelcomeMail(
  lang: Language,
  firstName: string,
  userName: string,
  office: string,
  signInUrl: string,
): MailContent {
  const t = providerTexts[lang];
  return {
    subject: t.subject,
    text: `${t.greeting(firstName)}\n\n${t.body(userName, office)}\n\n${signInUrl}\n\n${t.ignore}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(t.body(userName, office))}</p>` +
      `<p><a href="${escape(signInUrl)}">${escape(t.action)}</a></p><p>${escape(t.ignore)}</p>`,
  };
}
