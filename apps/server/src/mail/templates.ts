/** E-mail texts in the recipient's language (en, sp). */
export type Language = 'en' | 'sp';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const reset = {
  en: {
    subject: 'Reset your Benefits Portal password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your Benefits Portal account. Open the link below within one hour to choose a new password. The link works once.',
    action: 'Reset my password',
    ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
  },
  sp: {
    subject: 'Restablezca su contraseña del Portal de Beneficios',
    greeting: (name: string) => `Hola ${name}:`,
    body: 'Recibimos una solicitud para restablecer la contraseña de su cuenta del Portal de Beneficios. Abra el enlace de abajo dentro de una hora para elegir una nueva contraseña. El enlace funciona una sola vez.',
    action: 'Restablecer mi contraseña',
    ignore: 'Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.',
  },
} as const;

/** The language of an account, defaulting to English. */
export function languageOf(value: string | null | undefined): Language {
  return value === 'sp' || value === 'es' ? 'sp' : 'en';
}

/** The password-reset message with its single-use link. */
export function passwordResetMail(lang: Language, firstName: string, link: string): MailContent {
  const t = reset[lang];
  return {
    subject: t.subject,
    text: `${t.greeting(firstName)}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(t.body)}</p>` +
      `<p><a href="${escape(link)}">${escape(t.action)}</a></p><p>${escape(t.ignore)}</p>`,
  };
}

const secureMessage = {
  en: {
    subject: 'You have a new secure message',
    greeting: (name: string) => `Hello ${name},`,
    body: 'A new secure message is waiting for you in the Benefits Portal. Sign in to read it in your message center.',
    action: 'Open the message center',
  },
  sp: {
    subject: 'Tiene un nuevo mensaje seguro',
    greeting: (name: string) => `Hola ${name}:`,
    body: 'Un nuevo mensaje seguro le espera en el Portal de Beneficios. Inicie sesión para leerlo en su centro de mensajes.',
    action: 'Abrir el centro de mensajes',
  },
} as const;

/**
 * The secure-message notification: only that a message is waiting and a link to the message center —
 * never its subject, text, member or any other PHI (docs/decisions.md, "Secure messaging: server").
 */
export function secureMessageMail(lang: Language, firstName: string, link: string): MailContent {
  const t = secureMessage[lang];
  return {
    subject: t.subject,
    text: `${t.greeting(firstName)}\n\n${t.body}\n\n${link}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(t.body)}</p>` +
      `<p><a href="${escape(link)}">${escape(t.action)}</a></p>`,
  };
}

const welcome = {
  en: {
    subject: 'Welcome to the Benefits Portal',
    greeting: (name: string) => `Hello ${name},`,
    body: (user: string) =>
      `An account was created for you in the Benefits Portal. Your user name is ${user}. Open the link below within 7 days to choose your password. The link works once.`,
    action: 'Set my password',
  },
  sp: {
    subject: 'Bienvenido al Portal de Beneficios',
    greeting: (name: string) => `Hola ${name}:`,
    body: (user: string) =>
      `Se creó una cuenta para usted en el Portal de Beneficios. Su nombre de usuario es ${user}. Abra el enlace de abajo dentro de 7 días para elegir su contraseña. El enlace funciona una sola vez.`,
    action: 'Elegir mi contraseña',
  },
} as const;

/** The welcome message of a new account, with its single-use set-password link. */
export function welcomeMail(
  lang: Language,
  firstName: string,
  userName: string,
  link: string,
): MailContent {
  const t = welcome[lang];
  return {
    subject: t.subject,
    text: `${t.greeting(firstName)}\n\n${t.body(userName)}\n\n${link}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(t.body(userName))}</p>` +
      `<p><a href="${escape(link)}">${escape(t.action)}</a></p>`,
  };
}

const accountChanged = {
  en: {
    subject: 'Your Benefits Portal sign-in details changed',
    greeting: (name: string) => `Hello ${name},`,
    userName: (v: string) => `The user name of your Benefits Portal account was changed to ${v}.`,
    email: (v: string) => `The e-mail address of your Benefits Portal account was changed to ${v}.`,
    note: 'If you did not expect this change, contact customer service right away.',
  },
  sp: {
    subject: 'Cambiaron sus datos de acceso al Portal de Beneficios',
    greeting: (name: string) => `Hola ${name}:`,
    userName: (v: string) =>
      `El nombre de usuario de su cuenta del Portal de Beneficios se cambió a ${v}.`,
    email: (v: string) =>
      `La dirección de correo electrónico de su cuenta del Portal de Beneficios se cambió a ${v}.`,
    note: 'Si usted no esperaba este cambio, comuníquese de inmediato con servicio al cliente.',
  },
} as const;

/** Confirmation, sent to the OLD address, that an account's user name or e-mail was changed. */
export function accountChangedMail(
  lang: Language,
  firstName: string,
  field: 'userName' | 'email',
  newValue: string,
): MailContent {
  const t = accountChanged[lang];
  const line = t[field](newValue);
  return {
    subject: t.subject,
    text: `${t.greeting(firstName)}\n\n${line}\n\n${t.note}\n`,
    html: `<p>${escape(t.greeting(firstName))}</p><p>${escape(line)}</p><p>${escape(t.note)}</p>`,
  };
}

const tempIdCard = {
  en: {
    subject: 'Your temporary ID card is ready',
    body: 'A temporary member ID card has been issued for your household. Sign in to the Benefits Portal to view and download it until it expires.',
    action: 'Open the Benefits Portal',
  },
  sp: {
    subject: 'Su tarjeta de identificación temporal está lista',
    body: 'Se emitió una tarjeta de identificación temporal para su grupo familiar. Inicie sesión en el Portal de Beneficios para verla y descargarla hasta que venza.',
    action: 'Abrir el Portal de Beneficios',
  },
} as const;

/** The notice that a temporary ID card waits in the portal (names no member and carries no card). */
export function tempIdCardMail(lang: Language, link: string): MailContent {
  const t = tempIdCard[lang];
  return {
    subject: t.subject,
    text: `${t.body}\n\n${link}\n`,
    html: `<p>${escape(t.body)}</p><p><a href="${escape(link)}">${escape(t.action)}</a></p>`,
  };
}
