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
      `The provider account of ${office} is created. Sign in with your user name ${user} and the password you chose; you will be asked to accept the terms of service first. Before it shows any patient information, the account must be verified as belonging to the practice: enter the check or EFT trace number and the amount of a payment you received from the plan in the last 12 months, or wait for our provider maintenance team to review your request.`,
    action: 'Sign in',
    ignore: 'If you did not create this account, contact support at once.',
  },
  sp: {
    subject: 'Su cuenta de proveedor del Portal de Beneficios',
    greeting: (name: string) => `Hola ${name}:`,
    body: (user: string, office: string) =>
      `La cuenta de proveedor de ${office} está creada. Inicie sesión con su nombre de usuario ${user} y la contraseña que eligió; primero se le pedirá aceptar los términos de servicio. Antes de mostrar información de pacientes, la cuenta debe verificarse como perteneciente al consultorio: ingrese el número de cheque o de rastreo de EFT y el monto de un pago que recibió del plan en los últimos 12 meses, o espere a que nuestro equipo de mantenimiento de proveedores revise su solicitud.`,
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
