import type { Language, MailContent } from '../../mail/templates.js';

/** The e-mails of a provider account's verification outcome, en and sp. */
const texts = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    verified: {
      subject: 'Your provider account is verified',
      body: (office: string, how: 'payment' | 'staff') =>
        `The Benefits Portal account of ${office} is verified${
          how === 'payment' ? ' with the payment you entered' : ' by our provider maintenance team'
        }. You can now see the claims, payments, eligibility and ID cards of your patients.`,
      action: 'Sign in',
    },
    rejected: {
      subject: 'Your provider account request was declined',
      body: (office: string) =>
        `We could not confirm that the Benefits Portal account registered for ${office} belongs to the practice, so it has been closed. If you work for this practice, contact provider services to have an account created.`,
    },
    ignore: 'If you did not register this account, contact support at once.',
  },
  sp: {
    greeting: (name: string) => `Hola ${name}:`,
    verified: {
      subject: 'Su cuenta de proveedor está verificada',
      body: (office: string, how: 'payment' | 'staff') =>
        `La cuenta del Portal de Beneficios de ${office} está verificada${
          how === 'payment'
            ? ' con el pago que ingresó'
            : ' por nuestro equipo de mantenimiento de proveedores'
        }. Ahora puede ver los reclamos, los pagos, la elegibilidad y las tarjetas de identificación de sus pacientes.`,
      action: 'Iniciar sesión',
    },
    rejected: {
      subject: 'Se rechazó la solicitud de su cuenta de proveedor',
      body: (office: string) =>
        `No pudimos confirmar que la cuenta del Portal de Beneficios registrada para ${office} pertenece al consultorio, por lo que se cerró. Si usted trabaja para este consultorio, comuníquese con servicios para proveedores para que se le cree una cuenta.`,
    },
    ignore: 'Si usted no registró esta cuenta, comuníquese con soporte de inmediato.',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The account is verified (by a payment, or by staff): member data is open now. */
export function verifiedMail(
  lang: Language,
  firstName: string,
  office: string,
  how: 'payment' | 'staff',
  signInUrl: string,
): MailContent {
  const t = texts[lang];
  const body = t.verified.body(office, how);
  return {
    subject: t.verified.subject,
    text: `${t.greeting(firstName)}\n\n${body}\n\n${signInUrl}\n\n${t.ignore}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(body)}</p>` +
      `<p><a href="${escape(signInUrl)}">${escape(t.verified.action)}</a></p><p>${escape(t.ignore)}</p>`,
  };
}

/** Staff rejected the account: it is closed (the staff note stays internal). */
export function rejectedMail(lang: Language, firstName: string, office: string): MailContent {
  const t = texts[lang];
  const body = t.rejected.body(office);
  return {
    subject: t.rejected.subject,
    text: `${t.greeting(firstName)}\n\n${body}\n`,
    html: `<p>${escape(t.greeting(firstName))}</p><p>${escape(body)}</p>`,
  };
}

/** The e-mails of a practice access request's outcome (issue 29), en and sp. */
const accessTexts = {
  en: {
    approved: {
      subject: 'Your account can now reach another practice',
      body: (practice: string, taxId: string) =>
        `Your request to reach ${practice} (tax id ${taxId}) was approved. The practice's claims, payments and patients are now in your Benefits Portal account.`,
      action: 'Sign in',
    },
    rejected: {
      subject: 'Your practice access request was declined',
      body: (practice: string, taxId: string) =>
        `We could not approve your request to reach ${practice} (tax id ${taxId}). If you work for this practice, contact provider services.`,
    },
  },
  sp: {
    approved: {
      subject: 'Su cuenta ya tiene acceso a otro consultorio',
      body: (practice: string, taxId: string) =>
        `Se aprobó su solicitud de acceso a ${practice} (identificación fiscal ${taxId}). Los reclamos, pagos y pacientes del consultorio ya están en su cuenta del Portal de Beneficios.`,
      action: 'Iniciar sesión',
    },
    rejected: {
      subject: 'Se rechazó su solicitud de acceso a un consultorio',
      body: (practice: string, taxId: string) =>
        `No pudimos aprobar su solicitud de acceso a ${practice} (identificación fiscal ${taxId}). Si usted trabaja para este consultorio, comuníquese con servicios para proveedores.`,
    },
  },
} as const;

/** Staff decided a practice access request (the staff note stays internal). */
export function accessDecidedMail(
  lang: Language,
  firstName: string,
  practice: string,
  taxId: string,
  decision: 'approve' | 'reject',
  signInUrl: string,
): MailContent {
  const t = texts[lang];
  const a = accessTexts[lang];
  if (decision === 'reject') {
    const body = a.rejected.body(practice, taxId);
    return {
      subject: a.rejected.subject,
      text: `${t.greeting(firstName)}\n\n${body}\n`,
      html: `<p>${escape(t.greeting(firstName))}</p><p>${escape(body)}</p>`,
    };
  }
  const body = a.approved.body(practice, taxId);
  return {
    subject: a.approved.subject,
    text: `${t.greeting(firstName)}\n\n${body}\n\n${signInUrl}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(body)}</p>` +
      `<p><a href="${escape(signInUrl)}">${escape(a.approved.action)}</a></p>`,
  };
}
