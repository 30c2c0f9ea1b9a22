import type { Language } from '@bp/contract';
import type { AppealOutcome } from '@bp/contract/api/appeals';
import type { AppealType } from '@bp/contract/rules/appeal-clocks';

/**
 * The fixed texts of an appeal's decision letter (issue 31), en and sp: the content 29 CFR 2560.503-1(j) and
 * 2590.715-2719(b)(2)(ii)(E) require of a notice of a decision on review. Callers pass formatted dates and
 * amounts; nothing here reads data.
 */
export interface AppealLetterTexts {
  title: string;
  subject: (appealNumber: string) => string;
  dear: (name: string) => string;
  intro: (appealNumber: string, received: string) => string;
  detailsCaption: string;
  appealNumber: string;
  patient: string;
  memberId: string;
  group: string;
  plan: string;
  type: string;
  types: Record<AppealType, string>;
  filedBy: string;
  filers: { member: string; provider: string; representative: (name: string) => string };
  received: string;
  decided: string;
  deadline: string;
  timely: string;
  yes: string;
  no: string;
  decisionSection: string;
  outcomes: Record<AppealOutcome, string>;
  reasonLabel: string;
  provisionLabel: string;
  noProvision: string;
  onTime: (deadline: string) => string;
  late: (deadline: string) => string;
  subjectSection: string;
  claimCaption: string;
  claimNumber: string;
  serviceDates: string;
  provider: string;
  billed: string;
  planPaid: string;
  youOwed: string;
  precertCaption: string;
  certNo: string;
  service: string;
  requestedDates: string;
  linesCaption: string;
  col: {
    line: string;
    service: string;
    date: string;
    billed: string;
    reason: string;
    decision: string;
  };
  lineOverturned: string;
  lineUpheld: string;
  noReason: string;
  nextSection: string;
  nextClaim: string;
  nextPrecert: string;
  reprocessed: (claimNumber: string) => string;
  rightsSection: string;
  finalDecision: string;
  documents: string;
  criteria: string;
  medicalJudgment: string;
  diagnosisCodes: string;
  externalSection: string;
  external: (lastDay: string) => string;
  externalHow: (phone: string, website: string) => string;
  expedited: string;
  civilAction: string;
  adr: string;
  assistanceSection: string;
  assistance: (phone: string) => string;
  closing: string;
  team: (brand: string) => string;
  taglines: (phone: string) => string[];
}

const en: AppealLetterTexts = {
  title: 'Notice of decision on appeal',
  subject: (n) => `Decision on your appeal ${n}`,
  dear: (name) => `Dear ${name}:`,
  intro: (n, received) =>
    `We have completed our review of appeal ${n}, which the plan received on ${received}. This letter tells you the decision, the reasons for it and your rights.`,
  detailsCaption: 'Appeal details',
  appealNumber: 'Appeal number',
  patient: 'Patient',
  memberId: 'Member ID',
  group: 'Group',
  plan: 'Plan',
  type: 'Type of appeal',
  types: {
    urgent: 'Urgent (expedited) pre-service',
    preService: 'Pre-service',
    postService: 'Post-service',
    concurrent: 'Concurrent care',
  },
  filedBy: 'Filed by',
  filers: {
    member: 'The member',
    provider: 'The provider, for the member',
    representative: (name) => `${name}, authorized representative`,
  },
  received: 'Appeal received',
  decided: 'Decision date',
  deadline: 'Decision due by',
  timely: 'Decided on time',
  yes: 'Yes',
  no: 'No',
  decisionSection: 'Our decision',
  outcomes: {
    upheld:
      'We upheld the original decision: the denial stands. This is the final decision of the plan’s internal appeal process (a final internal adverse benefit determination).',
    overturned:
      'We overturned the original decision: the plan will cover what was appealed under the terms of the plan.',
    partial:
      'We overturned the original decision in part: the lines marked “Overturned” below will be covered under the terms of the plan; the denial of the other lines stands. For those lines this is the final decision of the plan’s internal appeal process (a final internal adverse benefit determination).',
  },
  reasonLabel: 'The specific reason for our decision',
  provisionLabel: 'The plan provision on which the decision is based',
  noProvision: 'No plan provision limits the benefit in this decision.',
  onTime: (d) => `The plan decided your appeal on time (it was due by ${d}).`,
  late: (d) =>
    `The plan decided your appeal after its deadline (${d}). Because the plan did not decide in time, you were entitled to treat the internal appeal as exhausted and to go to external review or court without waiting for this decision.`,
  subjectSection: 'What you appealed',
  claimCaption: 'The claim',
  claimNumber: 'Claim number',
  serviceDates: 'Date(s) of service',
  provider: 'Provider',
  billed: 'Amount billed',
  planPaid: 'Plan paid',
  youOwed: 'Your share before the appeal',
  precertCaption: 'The pre-certification request',
  certNo: 'Pre-certification number',
  service: 'Service',
  requestedDates: 'Dates requested',
  linesCaption: 'The lines appealed and the decision on each',
  col: {
    line: 'Line',
    service: 'Service',
    date: 'Date',
    billed: 'Billed',
    reason: 'Reason for the original denial',
    decision: 'Decision',
  },
  lineOverturned: 'Overturned',
  lineUpheld: 'Upheld',
  noReason: '—',
  nextSection: 'What happens next',
  nextClaim:
    'The claim will be reprocessed in line with this decision, and you will receive a new Explanation of Benefits showing what the plan paid. If you paid the provider more than you owe after reprocessing, ask the provider for a refund.',
  nextPrecert:
    'The pre-certification decision is changed in line with this decision; your provider will be told. The care must still be covered by the plan when it is given.',
  reprocessed: (n) => `The reprocessed claim’s number is ${n}.`,
  rightsSection: 'Your rights',
  finalDecision:
    'You have completed the plan’s internal appeal process for the denied part of your claim.',
  documents:
    'You are entitled to receive, on request and free of charge, reasonable access to and copies of all documents, records and other information relevant to your claim for benefits.',
  criteria:
    'If an internal rule, guideline, protocol or other similar criterion was relied on in making this decision, a copy of it is available to you free of charge on request.',
  medicalJudgment:
    'If the decision rests on medical necessity, experimental treatment or a similar exclusion or limit, an explanation of the scientific or clinical judgment for the decision, applying the terms of the plan to your medical circumstances, is available free of charge on request.',
  diagnosisCodes:
    'The diagnosis and treatment codes of your claim, and their meanings, are available free of charge on request.',
  externalSection: 'Your right to an external review',
  external: (d) =>
    `You have the right to ask for an independent external review of this decision under 29 CFR 2590.715-2719. An independent review organization, not the plan, will decide. You must ask for it by ${d}.`,
  externalHow: (phone, website) =>
    `To ask for an external review, write to the plan or call Member Services at ${phone} (${website}); give the appeal number above and send any information you want the reviewer to see. There is no charge.`,
  expedited:
    'If waiting for a standard review would seriously jeopardize your life, health or ability to regain maximum function, you may ask for an expedited external review, decided within 72 hours.',
  civilAction:
    'You also have the right to bring a civil action under section 502(a) of the Employee Retirement Income Security Act of 1974 (ERISA) after this decision.',
  adr: 'You and your plan may have other voluntary alternative dispute resolution options, such as mediation. One way to find out what may be available is to contact your local U.S. Department of Labor office and your state insurance regulatory agency.',
  assistanceSection: 'Help with your appeal rights',
  assistance: (phone) =>
    `For questions about your rights, this notice or for help, you may contact the Employee Benefits Security Administration at 1-866-444-3272 (www.dol.gov/ebsa), or Member Services at ${phone}.`,
  closing: 'Sincerely,',
  team: (brand) => `${brand} Appeals`,
  taglines: (phone) => [
    `SPANISH (Español): Para obtener asistencia en Español, llame al ${phone}.`,
    `TAGALOG (Tagalog): Kung kailangan ninyo ang tulong sa Tagalog tumawag sa ${phone}.`,
  ],
};

const sp: AppealLetterTexts = {
  title: 'Aviso de decisión sobre una apelación',
  subject: (n) => `Decisión sobre su apelación ${n}`,
  dear: (name) => `Estimado(a) ${name}:`,
  intro: (n, received) =>
    `Hemos terminado la revisión de la apelación ${n}, que el plan recibió el ${received}. En esta carta le informamos la decisión, sus motivos y sus derechos.`,
  detailsCaption: 'Datos de la apelación',
  appealNumber: 'Número de apelación',
  patient: 'Paciente',
  memberId: 'ID de miembro',
  group: 'Grupo',
  plan: 'Plan',
  type: 'Tipo de apelación',
  types: {
    urgent: 'Urgente (acelerada) previa al servicio',
    preService: 'Previa al servicio',
    postService: 'Posterior al servicio',
    concurrent: 'Atención concurrente',
  },
  filedBy: 'Presentada por',
  filers: {
    member: 'El miembro',
    provider: 'El proveedor, en nombre del miembro',
    representative: (name) => `${name}, representante autorizado`,
  },
  received: 'Apelación recibida',
  decided: 'Fecha de la decisión',
  deadline: 'Plazo para decidir',
  timely: 'Decidida a tiempo',
  yes: 'Sí',
  no: 'No',
  decisionSection: 'Nuestra decisión',
  outcomes: {
    upheld:
      'Mantuvimos la decisión original: la denegación se mantiene. Esta es la decisión final del proceso de apelación interna del plan (una determinación adversa de beneficios interna final).',
    overturned:
      'Revocamos la decisión original: el plan cubrirá lo apelado según los términos del plan.',
    partial:
      'Revocamos la decisión original en parte: las líneas marcadas “Revocada” abajo se cubrirán según los términos del plan; la denegación de las demás líneas se mantiene. Para esas líneas, esta es la decisión final del proceso de apelación interna del plan (una determinación adversa de beneficios interna final).',
  },
  reasonLabel: 'El motivo específico de nuestra decisión',
  provisionLabel: 'La disposición del plan en la que se basa la decisión',
  noProvision: 'Ninguna disposición del plan limita el beneficio en esta decisión.',
  onTime: (d) => `El plan decidió su apelación a tiempo (el plazo vencía el ${d}).`,
  late: (d) =>
    `El plan decidió su apelación después de su plazo (${d}). Como el plan no decidió a tiempo, usted tenía derecho a considerar agotada la apelación interna y a acudir a la revisión externa o a los tribunales sin esperar esta decisión.`,
  subjectSection: 'Lo que usted apeló',
  claimCaption: 'El reclamo',
  claimNumber: 'Número de reclamo',
  serviceDates: 'Fecha(s) del servicio',
  provider: 'Proveedor',
  billed: 'Monto facturado',
  planPaid: 'Pagado por el plan',
  youOwed: 'Su parte antes de la apelación',
  precertCaption: 'La solicitud de precertificación',
  certNo: 'Número de precertificación',
  service: 'Servicio',
  requestedDates: 'Fechas solicitadas',
  linesCaption: 'Las líneas apeladas y la decisión sobre cada una',
  col: {
    line: 'Línea',
    service: 'Servicio',
    date: 'Fecha',
    billed: 'Facturado',
    reason: 'Motivo de la denegación original',
    decision: 'Decisión',
  },
  lineOverturned: 'Revocada',
  lineUpheld: 'Mantenida',
  noReason: '—',
  nextSection: 'Qué sucede ahora',
  nextClaim:
    'El reclamo se volverá a procesar conforme a esta decisión y usted recibirá una nueva Explicación de Beneficios con lo que pagó el plan. Si pagó al proveedor más de lo que debe después del nuevo procesamiento, pídale un reembolso.',
  nextPrecert:
    'La decisión sobre la precertificación se cambia conforme a esta decisión; se le informará a su proveedor. La atención debe seguir cubierta por el plan cuando se preste.',
  reprocessed: (n) => `El número del reclamo procesado de nuevo es ${n}.`,
  rightsSection: 'Sus derechos',
  finalDecision:
    'Usted ha completado el proceso de apelación interna del plan para la parte denegada de su reclamo.',
  documents:
    'Tiene derecho a recibir, si lo solicita y de forma gratuita, acceso razonable y copias de todos los documentos, registros y demás información pertinente a su reclamo de beneficios.',
  criteria:
    'Si para tomar esta decisión se utilizó una regla interna, pauta, protocolo u otro criterio similar, puede solicitar una copia gratuita.',
  medicalJudgment:
    'Si la decisión se basa en la necesidad médica, en un tratamiento experimental o en una exclusión o límite similar, puede solicitar gratuitamente una explicación del juicio científico o clínico de la decisión, que aplica los términos del plan a sus circunstancias médicas.',
  diagnosisCodes:
    'Los códigos de diagnóstico y de tratamiento de su reclamo, y sus significados, están disponibles gratuitamente si los solicita.',
  externalSection: 'Su derecho a una revisión externa',
  external: (d) =>
    `Tiene derecho a solicitar una revisión externa independiente de esta decisión conforme al 29 CFR 2590.715-2719. Decidirá una organización de revisión independiente, no el plan. Debe solicitarla a más tardar el ${d}.`,
  externalHow: (phone, website) =>
    `Para solicitar una revisión externa, escriba al plan o llame a Servicios para Miembros al ${phone} (${website}); indique el número de apelación de arriba y envíe la información que desee que vea el revisor. No tiene costo.`,
  expedited:
    'Si esperar una revisión ordinaria pusiera en grave peligro su vida, su salud o su capacidad de recuperar al máximo sus funciones, puede solicitar una revisión externa acelerada, que se decide en 72 horas.',
  civilAction:
    'También tiene derecho a presentar una acción civil conforme a la sección 502(a) de la Ley de Seguridad de los Ingresos de Jubilación de los Empleados de 1974 (ERISA) después de esta decisión.',
  adr: 'Usted y su plan pueden tener otras opciones voluntarias de resolución alternativa de disputas, como la mediación. Una forma de averiguar qué opciones hay es comunicarse con la oficina local del Departamento de Trabajo de los EE. UU. y con la agencia reguladora de seguros de su estado.',
  assistanceSection: 'Ayuda con sus derechos de apelación',
  assistance: (phone) =>
    `Si tiene preguntas sobre sus derechos o sobre este aviso, o necesita ayuda, puede comunicarse con la Administración de Seguridad de Beneficios del Empleado al 1-866-444-3272 (www.dol.gov/ebsa) o con Servicios para Miembros al ${phone}.`,
  closing: 'Atentamente,',
  team: (brand) => `Apelaciones de ${brand}`,
  taglines: (phone) => [
    `SPANISH (Español): Para obtener asistencia en Español, llame al ${phone}.`,
    `ENGLISH (Inglés): For assistance in English, call ${phone}.`,
    `TAGALOG (Tagalog): Kung kailangan ninyo ang tulong sa Tagalog tumawag sa ${phone}.`,
  ],
};

/** The letter's texts in a language. */
export function appealLetterTexts(language: Language): AppealLetterTexts {
  return language === 'sp' ? sp : en;
}
