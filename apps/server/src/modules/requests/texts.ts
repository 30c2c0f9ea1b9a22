import type { MailContent } from '../../mail/templates.js';

/** Texts of the request messages (read by the member and staff) and confirmation e-mails, en and sp. */
const T = {
  en: {
    people: 'Members',
    coverage: 'Coverage',
    quantity: 'Cards per member',
    address: 'Mail to',
    delivery: 'Delivery',
    email: 'E-mail',
    period: 'Coverage period',
    reason: 'Reason',
    mail: 'Mail',
    byEmail: 'E-mail',
    onFile: 'coverage on file',
    member: 'Member',
    group: 'Group',
    currentLocation: 'Current location',
    newLocation: 'New location',
    effectiveDate: 'Effective date',
    notes: 'Notes',
    homePhone: 'Home phone',
    workPhone: 'Work phone',
    cellPhone: 'Cell phone',
    none: 'none',
    provider: 'Provider',
    npi: 'NPI',
    taxId: 'Tax ID',
    contact: 'Contact',
    phone: 'Phone',
    specialty: 'Specialty',
    callbackPhone: 'Call back at',
    providerAccount: 'Please create a portal account for this provider.',
    providerAccess: 'Please give my account access to this provider.',
    providerVerification:
      'This provider office registered its portal account. The account sees no member data until it proves it belongs to the practice with a recent payment of the plan, or until provider maintenance approves it under Options → Provider verifications.',
    idCard: {
      subject: (n: number) => `We received your ID card request (#${n})`,
      body: (name: string, n: number) =>
        `Hello ${name},\n\nWe received your request for replacement ID cards. Its request number is ${n}. The cards are usually mailed within 7 to 10 business days.`,
    },
    cc: {
      subject: (n: number) => `We received your certificate of coverage request (#${n})`,
      body: (name: string, n: number) =>
        `Hello ${name},\n\nWe received your request for a certificate of coverage. Its request number is ${n}. You will receive the certificate by the delivery method you chose.`,
    },
    footer: 'You can follow the request in the message center of the Benefits Portal.',
  },
  sp: {
    people: 'Miembros',
    coverage: 'Cobertura',
    quantity: 'Tarjetas por miembro',
    address: 'Enviar a',
    delivery: 'Entrega',
    email: 'Correo electrónico',
    period: 'Período de cobertura',
    reason: 'Motivo',
    mail: 'Correo postal',
    byEmail: 'Correo electrónico',
    onFile: 'cobertura registrada',
    member: 'Miembro',
    group: 'Grupo',
    currentLocation: 'Ubicación actual',
    newLocation: 'Nueva ubicación',
    effectiveDate: 'Fecha de vigencia',
    notes: 'Notas',
    homePhone: 'Teléfono de casa',
    workPhone: 'Teléfono del trabajo',
    cellPhone: 'Teléfono celular',
    none: 'ninguna',
    provider: 'Proveedor',
    npi: 'NPI',
    taxId: 'Número de identificación fiscal',
    contact: 'Contacto',
    phone: 'Teléfono',
    specialty: 'Especialidad',
    callbackPhone: 'Devolver la llamada al',
    providerAccount: 'Por favor, creen una cuenta del portal para este proveedor.',
    providerAccess: 'Por favor, den a mi cuenta acceso a este proveedor.',
    providerVerification:
      'Este consultorio registró su cuenta del portal. La cuenta no ve datos de miembros hasta que demuestre que pertenece al consultorio con un pago reciente del plan, o hasta que mantenimiento de proveedores la apruebe en Opciones → Verificaciones de proveedores.',
    idCard: {
      subject: (n: number) => `Recibimos su solicitud de tarjeta de identificación (n.º ${n})`,
      body: (name: string, n: number) =>
        `Hola ${name}:\n\nRecibimos su solicitud de tarjetas de identificación de reemplazo. Su número de solicitud es ${n}. Las tarjetas suelen enviarse por correo dentro de 7 a 10 días hábiles.`,
    },
    cc: {
      subject: (n: number) => `Recibimos su solicitud de certificado de cobertura (n.º ${n})`,
      body: (name: string, n: number) =>
        `Hola ${name}:\n\nRecibimos su solicitud de un certificado de cobertura. Su número de solicitud es ${n}. Recibirá el certificado por el método de entrega que eligió.`,
    },
    footer: 'Puede seguir la solicitud en el centro de mensajes del Portal de Beneficios.',
  },
} as const;

export type Lang = keyof typeof T;
export const textsOf = (lang: Lang) => T[lang];

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The confirmation e-mail of a request. */
export function confirmationMail(
  lang: Lang,
  kind: 'idCard' | 'cc',
  firstName: string,
  requestNumber: number,
): MailContent {
  const t = T[lang];
  const subject = t[kind].subject(requestNumber);
  const body = t[kind].body(firstName, requestNumber);
  return {
    subject,
    text: `${body}\n\n${t.footer}\n`,
    html: body
      .split('\n\n')
      .map((p) => `<p>${escape(p)}</p>`)
      .join('')
      .concat(`<p>${escape(t.footer)}</p>`),
  };
}

/** One "label: value" line per fact, for the request's first message. */
export function summaryLines(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${k}: ${v}`).join('\n');
}
