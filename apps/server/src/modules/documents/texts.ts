/**
 * Texts of the generated documents (EOB/EOP and ID card) in the recipient's language. Documents are not
 * rendered by the web app, so their texts live with the server; every label has an English and a Spanish form.
 */
import type { Language } from '@bp/contract';

export interface DocumentTexts {
  eobTitle: string;
  eopTitle: string;
  notClaimDetermination: string;
  noticeDate: string;
  planSection: string;
  plan: string;
  group: string;
  groupNumber: string;
  member: string;
  memberId: string;
  patient: string;
  provider: string;
  network: string;
  inNetwork: string;
  outOfNetwork: string;
  claimSection: string;
  claimNumber: string;
  patientAccount: string;
  serviceDates: string;
  received: string;
  processed: string;
  status: string;
  statuses: Record<string, string>;
  linesCaption: string;
  col: {
    date: string;
    procedure: string;
    billed: string;
    allowed: string;
    deductible: string;
    copay: string;
    coinsurance: string;
    notCovered: string;
    planPaid: string;
    memberOwes: string;
    /** The member's share as a provider's EOP heads it. */
    patientOwes: string;
    remarks: string;
  };
  totals: string;
  remarksSection: string;
  remarksCaption: string;
  code: string;
  explanation: string;
  noRemarks: string;
  responsibilitySection: string;
  responsibility: (amount: string) => string;
  responsibilityNone: string;
  responsibilityProvider: string;
  /** The EOP's sentence under the patient's share (addressed to the provider). */
  responsibilityProviderText: (amount: string) => string;
  /** Denied or reduced services: the reason and the plan provision each rests on. */
  denialsSection: string;
  denialsIntro: string;
  /** "Line 2 — 97110 Therapeutic exercises (05/01/2026)". */
  denialLine: (lineNumber: number, service: string, date: string) => string;
  reasonLabel: string;
  /** The reason in plain words, and what the member can do next (issue 31). */
  plainWordsLabel: string;
  nextStepLabel: string;
  provisionLabel: (section: string, title: string) => string;
  noProvision: string;
  /** The member's right to documents (29 CFR 2560.503-1(g)(1)(v), (h)(2)(iii)). */
  documentsSection: string;
  documents: string[];
  /** The No Surprises Act notice (CMS model notice, condensed). */
  nsa: {
    title: string;
    basis: Record<'emergency' | 'outOfNetworkAtInNetworkFacility' | 'airAmbulance', string>;
    intro: string;
    balanceBilling: string;
    protectedHeading: string;
    protectedFrom: string[];
    neverRequired: string;
    whenNotAllowedHeading: string;
    whenNotAllowed: string[];
    wronglyBilled: (phone: string) => string;
    /** The EOP's line to the provider. */
    provider: string;
  };
  facility: string;
  paymentSection: string;
  paymentCaption: string;
  checkNumber: string;
  checkDate: string;
  payee: string;
  amount: string;
  noPayment: string;
  diagnosisCodes: string;
  appealSection: string;
  appeal: (deadline: string, phone: string, website: string) => string[];
  appealSteps: string[];
  /** The EOP's appeal section, addressed to the provider. */
  providerAppealSection: string;
  providerAppeal: (deadline: string, phone: string, website: string) => string[];
  providerAppealSteps: string[];
  externalReview: string;
  urgent: string;
  assistance: (phone: string) => string;
  taglines: (phone: string) => string[];
  page: string;
  // ID card
  idCardTitle: string;
  tempIdCardTitle: string;
  /** The validity line of a temporary card (dates already formatted). */
  tempValid: (from: string, through: string) => string;
  cardFront: string;
  cardBack: string;
  subscriber: string;
  cardMember: string;
  effective: string;
  coverage: string;
  planYear: string;
  limitsCaption: string;
  deductibleInd: string;
  deductibleFam: string;
  oopInd: string;
  oopFam: string;
  copays: string;
  rx: string;
  /** The pharmacy's group number label on the card. */
  rxGroup: string;
  memberServices: string;
  website: string;
  precert: string;
  claimsAddress: string;
  payerId: string;
  cardNsa: string[];
  coverageNames: Record<string, string>;
}

const EN: DocumentTexts = {
  eobTitle: 'Explanation of Benefits',
  eopTitle: 'Explanation of Payment',
  notClaimDetermination: 'This is not a bill. Keep it for your records.',
  noticeDate: 'Date of this notice',
  planSection: 'Plan and member',
  plan: 'Plan',
  group: 'Group',
  groupNumber: 'Group number',
  member: 'Member (subscriber)',
  memberId: 'Member ID',
  patient: 'Patient',
  provider: 'Provider',
  network: 'Network',
  inNetwork: 'In-network',
  outOfNetwork: 'Out-of-network',
  claimSection: 'Claim',
  claimNumber: 'Claim number',
  patientAccount: 'Patient account number',
  serviceDates: 'Dates of service',
  received: 'Date received',
  processed: 'Date processed',
  status: 'Claim status',
  statuses: { PD: 'Paid', DN: 'Denied', PN: 'Pending', AD: 'Adjusted', VD: 'Void' },
  linesCaption: 'Services on this claim',
  col: {
    date: 'Service date',
    procedure: 'Procedure',
    billed: 'Billed',
    allowed: 'Allowed',
    deductible: 'Deductible',
    copay: 'Copay',
    coinsurance: 'Coinsurance',
    notCovered: 'Not covered',
    planPaid: 'Plan paid',
    memberOwes: 'You owe',
    patientOwes: 'Patient owes',
    remarks: 'Codes',
  },
  totals: 'Totals',
  remarksSection: 'Reasons for the amounts (remark codes)',
  remarksCaption: 'Reason and remark codes',
  code: 'Code',
  explanation: 'Explanation',
  noRemarks: 'No adjustment reason or remark codes apply to this claim.',
  responsibilitySection: 'What you owe',
  responsibility: (amount) =>
    `Your responsibility for this claim is ${amount}. The provider may bill you for this amount; do not pay more than this amount for these services.`,
  responsibilityNone: 'You owe nothing for this claim.',
  responsibilityProvider: 'Patient responsibility',
  responsibilityProviderText: (amount) =>
    `The patient’s share of this claim (deductible, copay, coinsurance and amounts not covered) is ${amount}. Do not bill the patient more than this amount for these services where your agreement with the network or the No Surprises Act applies.`,
  denialsSection: 'Services denied or reduced, and why',
  denialsIntro:
    'For each service the plan denied or paid in part: the reason, and the plan provision the decision rests on.',
  denialLine: (n, service, date) => `Line ${n} — ${service} (${date})`,
  reasonLabel: 'Reason',
  plainWordsLabel: 'In plain words',
  nextStepLabel: 'What you can do',
  provisionLabel: (section, title) => `Plan provision: section ${section}, ${title}`,
  noProvision:
    'Plan provision: the plan provision applied is in your Summary Plan Description; a copy is available free of charge on request.',
  documentsSection: 'Your right to documents',
  documents: [
    'You may request, free of charge, reasonable access to and copies of all documents, records and other information relevant to your claim.',
    'If an internal rule, guideline, protocol or other similar criterion was relied on in making this determination, a copy of it will be provided to you free of charge on request. If the determination rests on medical necessity, experimental treatment or a similar exclusion or limit, an explanation of the scientific or clinical judgment applied to your medical circumstances is also available free of charge on request.',
  ],
  nsa: {
    title: 'Your Rights and Protections Against Surprise Medical Bills',
    basis: {
      emergency: 'This claim is for emergency care.',
      outOfNetworkAtInNetworkFacility:
        'This claim is for care by an out-of-network provider at an in-network hospital or ambulatory surgical center.',
      airAmbulance: 'This claim is for air ambulance services by an out-of-network provider.',
    },
    intro:
      'When you get emergency care or get treated by an out-of-network provider at an in-network hospital or ambulatory surgical center, you are protected from surprise billing or balance billing.',
    balanceBilling:
      '“Balance billing” is when an out-of-network provider bills you for the difference between what your plan agreed to pay and the full amount charged for a service. “Surprise billing” is an unexpected balance bill, which can happen when you can’t control who is involved in your care, like when you have an emergency or are unexpectedly treated by an out-of-network provider at an in-network facility.',
    protectedHeading: 'You are protected from balance billing for:',
    protectedFrom: [
      'Emergency services: if you have an emergency medical condition and get emergency services from an out-of-network provider or facility, the most they may bill you is your plan’s in-network cost-sharing amount (such as copayments and coinsurance). This includes services you may get after you are in stable condition, unless you give written consent and give up your protections for those services.',
      'Certain services at an in-network hospital or ambulatory surgical center: out-of-network providers there may bill you at most your plan’s in-network cost-sharing amount for emergency medicine, anesthesia, pathology, radiology, laboratory, neonatology, assistant surgeon, hospitalist or intensivist services; they can’t ask you to give up these protections. For other services there, they can’t balance bill you unless you give written consent and give up your protections.',
    ],
    neverRequired:
      'You are never required to give up your protections from balance billing, and you aren’t required to get care out-of-network. You can choose a provider or facility in your plan’s network.',
    whenNotAllowedHeading: 'When balance billing isn’t allowed, you also have these protections:',
    whenNotAllowed: [
      'You are only responsible for paying your share of the cost (the copayments, coinsurance and deductible you would pay if the provider or facility were in-network). Your plan pays out-of-network providers and facilities directly.',
      'Your plan must cover emergency services without requiring approval in advance (prior authorization), and cover emergency services by out-of-network providers.',
      'Your plan must base what you owe on what it would pay an in-network provider or facility, show that amount in your explanation of benefits, and count what you pay for emergency or out-of-network services toward your in-network deductible and out-of-pocket limit.',
    ],
    wronglyBilled: (phone) =>
      `If you believe you’ve been wrongly billed, contact the No Surprises Help Desk at 1-800-985-3059 or Member Services at ${phone}. Visit www.cms.gov/nosurprises for more information about your rights under federal law.`,
    provider:
      'No Surprises Act: this claim was processed under the federal balance-billing protections (emergency care, or care by an out-of-network provider at an in-network facility). The patient owes no more than the in-network cost sharing shown as patient responsibility; do not bill the patient for any other amount.',
  },
  facility: 'Facility',
  paymentSection: 'Payment',
  paymentCaption: 'Payments issued for this claim',
  checkNumber: 'Check / EFT number',
  checkDate: 'Issue date',
  payee: 'Paid to',
  amount: 'Amount',
  noPayment: 'No payment has been issued for this claim.',
  diagnosisCodes:
    'Diagnosis and treatment codes and their meanings are available free of charge on request.',
  appealSection: 'Your right to appeal',
  appeal: (deadline, phone, website) => [
    `If you disagree with this determination, in whole or in part, you or your authorized representative may request a review (an appeal) under section 503 of the Employee Retirement Income Security Act (ERISA) and 29 CFR 2560.503-1. You must request the review within 180 days of receiving this notice, that is by ${deadline}.`,
    'You may submit written comments, documents, records and other information about your claim; the review will take into account everything you submit.',
    'The review will be made by a fiduciary who did not make this determination and will not defer to it; where a medical judgment is involved, a health care professional will be consulted.',
    'You have the right to bring a civil action under section 502(a) of ERISA following an adverse benefit determination on review.',
    `For help, call Member Services at ${phone} or visit ${website}.`,
  ],
  appealSteps: [
    'Write to the plan administrator and say that you are appealing this claim; include the claim number, the member ID and the patient’s name.',
    'Explain why you think the claim should be paid differently and attach any supporting documents (for example, a letter from your provider).',
    'Send it by mail or through the portal’s message centre; you will receive a written decision within the time limits of the plan (30 days for post-service claims, 72 hours for urgent care).',
  ],
  providerAppealSection: 'Appeals and reconsideration',
  providerAppeal: (deadline, phone, website) => [
    `If you disagree with this determination, you may ask the plan to reconsider it, or appeal it as the patient’s authorized representative under section 503 of ERISA and 29 CFR 2560.503-1, within 180 days of this notice, that is by ${deadline}.`,
    `For help, call Provider Services at ${phone} or visit ${website}.`,
  ],
  providerAppealSteps: [
    'Write to the plan administrator; include the claim number, the patient’s name and member ID, and your NPI and tax ID.',
    'Explain what should change and attach the corrected claim, or the medical records and other documentation that support the services billed.',
    'Send it by mail or through the provider portal; you will receive a written decision within the time limits of the plan (30 days for post-service claims).',
  ],
  externalReview:
    'Where the determination involves medical judgment or a rescission of coverage, you may ask for an independent external review after the internal appeal, or at once when the plan has not followed the appeal rules (29 CFR 2590.715-2719).',
  urgent: 'If the claim involves urgent care, you may ask for an expedited review by telephone.',
  assistance: (phone) =>
    `For questions about your rights or help with an appeal, you may contact the Employee Benefits Security Administration at 1-866-444-3272 (www.dol.gov/ebsa) or Member Services at ${phone}.`,
  taglines: (phone) => [
    `SPANISH (Español): Para obtener asistencia en Español, llame al ${phone}.`,
    `TAGALOG (Tagalog): Kung kailangan ninyo ang tulong sa Tagalog tumawag sa ${phone}.`,
  ],
  page: 'Page',
  idCardTitle: 'Member ID card',
  tempIdCardTitle: 'Temporary member ID card',
  tempValid: (from, through) => `TEMPORARY CARD: valid from ${from} through ${through}`,
  cardFront: 'Card front',
  cardBack: 'Card back',
  subscriber: 'Subscriber',
  cardMember: 'Member',
  effective: 'Effective date',
  coverage: 'Coverage',
  planYear: 'Plan year',
  limitsCaption: 'Deductible and out-of-pocket maximum',
  deductibleInd: 'Deductible (individual)',
  deductibleFam: 'Deductible (family)',
  oopInd: 'Out-of-pocket max (individual)',
  oopFam: 'Out-of-pocket max (family)',
  copays: 'Copays',
  rx: 'Pharmacy',
  rxGroup: 'Rx group',
  memberServices: 'Member services',
  website: 'Website',
  precert: 'Pre-certification',
  claimsAddress: 'Send claims to',
  payerId: 'Payer ID',
  cardNsa: [
    'No Surprises Act: you are protected from surprise billing for emergency services and for certain services by out-of-network providers at in-network facilities.',
    'For consumer assistance with your coverage, call the member services number or visit the website on this card.',
  ],
  coverageNames: {
    MED: 'Medical',
    DEN: 'Dental',
    VIS: 'Vision',
    RX: 'Drug',
    FSA: 'FSA',
    LIFE: 'Life',
    LTD: 'LTD',
    HSA: 'HSA',
    STD: 'STD',
  },
};

const SP: DocumentTexts = {
  eobTitle: 'Explicación de beneficios',
  eopTitle: 'Explicación de pago',
  notClaimDetermination: 'Esto no es una factura. Guárdela para sus registros.',
  noticeDate: 'Fecha de este aviso',
  planSection: 'Plan y miembro',
  plan: 'Plan',
  group: 'Grupo',
  groupNumber: 'Número de grupo',
  member: 'Miembro (suscriptor)',
  memberId: 'Número de miembro',
  patient: 'Paciente',
  provider: 'Proveedor',
  network: 'Red',
  inNetwork: 'Dentro de la red',
  outOfNetwork: 'Fuera de la red',
  claimSection: 'Reclamo',
  claimNumber: 'Número de reclamo',
  patientAccount: 'Número de cuenta del paciente',
  serviceDates: 'Fechas de servicio',
  received: 'Fecha de recepción',
  processed: 'Fecha de procesamiento',
  status: 'Estado del reclamo',
  statuses: { PD: 'Pagado', DN: 'Denegado', PN: 'Pendiente', AD: 'Ajustado', VD: 'Anulado' },
  linesCaption: 'Servicios de este reclamo',
  col: {
    date: 'Fecha de servicio',
    procedure: 'Procedimiento',
    billed: 'Facturado',
    allowed: 'Permitido',
    deductible: 'Deducible',
    copay: 'Copago',
    coinsurance: 'Coseguro',
    notCovered: 'No cubierto',
    planPaid: 'Pagado por el plan',
    memberOwes: 'Usted debe',
    patientOwes: 'El paciente debe',
    remarks: 'Códigos',
  },
  totals: 'Totales',
  remarksSection: 'Motivos de los importes (códigos de observación)',
  remarksCaption: 'Códigos de motivo y de observación',
  code: 'Código',
  explanation: 'Explicación',
  noRemarks: 'No se aplican códigos de motivo de ajuste ni de observación a este reclamo.',
  responsibilitySection: 'Lo que usted debe',
  responsibility: (amount) =>
    `Su responsabilidad por este reclamo es ${amount}. El proveedor puede facturarle este importe; no pague más de este importe por estos servicios.`,
  responsibilityNone: 'Usted no debe nada por este reclamo.',
  responsibilityProvider: 'Responsabilidad del paciente',
  responsibilityProviderText: (amount) =>
    `La parte del paciente en este reclamo (deducible, copago, coseguro e importes no cubiertos) es ${amount}. No facture al paciente más de este importe por estos servicios cuando se aplique su contrato con la red o la Ley Sin Sorpresas.`,
  denialsSection: 'Servicios denegados o reducidos, y por qué',
  denialsIntro:
    'Para cada servicio que el plan denegó o pagó en parte: el motivo y la disposición del plan en la que se basa la decisión.',
  denialLine: (n, service, date) => `Línea ${n} — ${service} (${date})`,
  reasonLabel: 'Motivo',
  plainWordsLabel: 'En palabras sencillas',
  nextStepLabel: 'Qué puede hacer',
  provisionLabel: (section, title) => `Disposición del plan: sección ${section}, ${title}`,
  noProvision:
    'Disposición del plan: la disposición aplicada figura en la Descripción Resumida del Plan; puede obtener una copia gratuita si la solicita.',
  documentsSection: 'Su derecho a los documentos',
  documents: [
    'Puede solicitar, de forma gratuita, acceso razonable y copias de todos los documentos, registros y demás información pertinente a su reclamo.',
    'Si para tomar esta determinación se utilizó una regla interna, pauta, protocolo u otro criterio similar, se le entregará una copia gratuita si la solicita. Si la determinación se basa en la necesidad médica, en un tratamiento experimental o en una exclusión o límite similar, también puede solicitar gratuitamente una explicación del juicio científico o clínico aplicado a sus circunstancias médicas.',
  ],
  nsa: {
    title: 'Sus derechos y protecciones contra las facturas médicas sorpresa',
    basis: {
      emergency: 'Este reclamo es por atención de emergencia.',
      outOfNetworkAtInNetworkFacility:
        'Este reclamo es por atención de un proveedor fuera de la red en un hospital o centro quirúrgico ambulatorio dentro de la red.',
      airAmbulance:
        'Este reclamo es por servicios de ambulancia aérea de un proveedor fuera de la red.',
    },
    intro:
      'Cuando recibe atención de emergencia o lo trata un proveedor fuera de la red en un hospital o centro quirúrgico ambulatorio dentro de la red, usted está protegido contra la facturación sorpresa o la facturación del saldo.',
    balanceBilling:
      'La “facturación del saldo” ocurre cuando un proveedor fuera de la red le cobra la diferencia entre lo que su plan acordó pagar y el importe total cobrado por un servicio. La “facturación sorpresa” es una factura de saldo inesperada, que puede ocurrir cuando usted no puede controlar quién participa en su atención, por ejemplo en una emergencia o cuando lo atiende inesperadamente un proveedor fuera de la red en un centro dentro de la red.',
    protectedHeading: 'Usted está protegido contra la facturación del saldo por:',
    protectedFrom: [
      'Servicios de emergencia: si tiene una afección médica de emergencia y recibe servicios de emergencia de un proveedor o centro fuera de la red, lo máximo que pueden cobrarle es el costo compartido dentro de la red de su plan (como copagos y coseguro). Esto incluye los servicios que reciba después de estar estable, salvo que dé su consentimiento por escrito y renuncie a sus protecciones para esos servicios.',
      'Ciertos servicios en un hospital o centro quirúrgico ambulatorio dentro de la red: los proveedores fuera de la red que trabajan allí pueden cobrarle como máximo el costo compartido dentro de la red de su plan por servicios de medicina de emergencia, anestesia, patología, radiología, laboratorio, neonatología, cirujano asistente, hospitalista o intensivista; no pueden pedirle que renuncie a estas protecciones. Por otros servicios allí, no pueden facturarle el saldo salvo que dé su consentimiento por escrito y renuncie a sus protecciones.',
    ],
    neverRequired:
      'Nunca está obligado a renunciar a sus protecciones contra la facturación del saldo, ni a recibir atención fuera de la red. Puede elegir un proveedor o centro de la red de su plan.',
    whenNotAllowedHeading:
      'Cuando no se permite la facturación del saldo, también tiene estas protecciones:',
    whenNotAllowed: [
      'Solo es responsable de pagar su parte del costo (los copagos, el coseguro y el deducible que pagaría si el proveedor o centro estuviera dentro de la red). Su plan paga directamente a los proveedores y centros fuera de la red.',
      'Su plan debe cubrir los servicios de emergencia sin exigir aprobación previa (autorización previa) y cubrir los servicios de emergencia de proveedores fuera de la red.',
      'Su plan debe calcular lo que usted debe según lo que pagaría a un proveedor o centro dentro de la red, mostrar ese importe en su explicación de beneficios y contar lo que pague por servicios de emergencia o fuera de la red para su deducible y su límite de gastos de bolsillo dentro de la red.',
    ],
    wronglyBilled: (phone) =>
      `Si cree que se le ha facturado incorrectamente, comuníquese con la Mesa de Ayuda de No Sorpresas al 1-800-985-3059 o con Servicios para Miembros al ${phone}. Visite www.cms.gov/nosurprises para obtener más información sobre sus derechos según la ley federal.`,
    provider:
      'Ley Sin Sorpresas: este reclamo se procesó conforme a las protecciones federales contra la facturación del saldo (atención de emergencia o atención de un proveedor fuera de la red en un centro dentro de la red). El paciente no debe más que el costo compartido dentro de la red indicado como responsabilidad del paciente; no le facture ningún otro importe.',
  },
  facility: 'Centro',
  paymentSection: 'Pago',
  paymentCaption: 'Pagos emitidos por este reclamo',
  checkNumber: 'Número de cheque / transferencia',
  checkDate: 'Fecha de emisión',
  payee: 'Pagado a',
  amount: 'Importe',
  noPayment: 'No se ha emitido ningún pago por este reclamo.',
  diagnosisCodes:
    'Los códigos de diagnóstico y de tratamiento y sus significados están disponibles gratuitamente si los solicita.',
  appealSection: 'Su derecho a apelar',
  appeal: (deadline, phone, website) => [
    `Si no está de acuerdo con esta determinación, total o parcialmente, usted o su representante autorizado pueden solicitar una revisión (una apelación) conforme a la sección 503 de la Ley de Seguridad de los Ingresos de Jubilación de los Empleados (ERISA) y al 29 CFR 2560.503-1. Debe solicitar la revisión dentro de los 180 días siguientes a la recepción de este aviso, es decir, a más tardar el ${deadline}.`,
    'Puede presentar comentarios por escrito, documentos, registros y otra información sobre su reclamo; la revisión tendrá en cuenta todo lo que presente.',
    'La revisión la realizará un fiduciario que no tomó esta determinación y que no se basará en ella; cuando se trate de un juicio médico, se consultará a un profesional de la salud.',
    'Tiene derecho a presentar una demanda civil conforme a la sección 502(a) de ERISA después de una determinación adversa de beneficios en la revisión.',
    `Para obtener ayuda, llame a Servicios para Miembros al ${phone} o visite ${website}.`,
  ],
  appealSteps: [
    'Escriba al administrador del plan e indique que apela este reclamo; incluya el número de reclamo, el número de miembro y el nombre del paciente.',
    'Explique por qué considera que el reclamo debe pagarse de otra forma y adjunte los documentos que lo respalden (por ejemplo, una carta de su proveedor).',
    'Envíela por correo o por el centro de mensajes del portal; recibirá una decisión por escrito dentro de los plazos del plan (30 días para reclamos posteriores al servicio, 72 horas para atención urgente).',
  ],
  providerAppealSection: 'Apelaciones y reconsideración',
  providerAppeal: (deadline, phone, website) => [
    `Si no está de acuerdo con esta determinación, puede pedir al plan que la reconsidere, o apelarla como representante autorizado del paciente conforme a la sección 503 de ERISA y al 29 CFR 2560.503-1, dentro de los 180 días siguientes a este aviso, es decir, a más tardar el ${deadline}.`,
    `Para obtener ayuda, llame a Servicios para Proveedores al ${phone} o visite ${website}.`,
  ],
  providerAppealSteps: [
    'Escriba al administrador del plan; incluya el número de reclamo, el nombre y el número de miembro del paciente, y su NPI y número de identificación fiscal.',
    'Explique qué debe cambiar y adjunte el reclamo corregido, o los expedientes médicos y demás documentación que respalden los servicios facturados.',
    'Envíela por correo o por el portal de proveedores; recibirá una decisión por escrito dentro de los plazos del plan (30 días para reclamos posteriores al servicio).',
  ],
  externalReview:
    'Cuando la determinación implique un juicio médico o la rescisión de la cobertura, puede solicitar una revisión externa independiente después de la apelación interna, o de inmediato si el plan no ha cumplido las reglas de apelación (29 CFR 2590.715-2719).',
  urgent:
    'Si el reclamo se refiere a atención urgente, puede solicitar una revisión acelerada por teléfono.',
  assistance: (phone) =>
    `Si tiene preguntas sobre sus derechos o necesita ayuda con una apelación, puede comunicarse con la Administración de Seguridad de Beneficios del Empleado al 1-866-444-3272 (www.dol.gov/ebsa) o con Servicios para Miembros al ${phone}.`,
  taglines: (phone) => [
    `SPANISH (Español): Para obtener asistencia en Español, llame al ${phone}.`,
    `ENGLISH (Inglés): For assistance in English, call ${phone}.`,
    `TAGALOG (Tagalog): Kung kailangan ninyo ang tulong sa Tagalog tumawag sa ${phone}.`,
  ],
  page: 'Página',
  idCardTitle: 'Tarjeta de identificación del miembro',
  tempIdCardTitle: 'Tarjeta de identificación temporal del miembro',
  tempValid: (from, through) => `TARJETA TEMPORAL: válida del ${from} al ${through}`,
  cardFront: 'Frente de la tarjeta',
  cardBack: 'Reverso de la tarjeta',
  subscriber: 'Suscriptor',
  cardMember: 'Miembro',
  effective: 'Fecha de vigencia',
  coverage: 'Cobertura',
  planYear: 'Año del plan',
  limitsCaption: 'Deducible y máximo de gastos de bolsillo',
  deductibleInd: 'Deducible (individual)',
  deductibleFam: 'Deducible (familiar)',
  oopInd: 'Máximo de bolsillo (individual)',
  oopFam: 'Máximo de bolsillo (familiar)',
  copays: 'Copagos',
  rx: 'Farmacia',
  rxGroup: 'Grupo Rx',
  memberServices: 'Servicios para miembros',
  website: 'Sitio web',
  precert: 'Precertificación',
  claimsAddress: 'Envíe los reclamos a',
  payerId: 'ID del pagador',
  cardNsa: [
    'Ley Sin Sorpresas: usted está protegido contra facturas sorpresa por servicios de emergencia y por ciertos servicios de proveedores fuera de la red en centros dentro de la red.',
    'Para recibir asistencia sobre su cobertura, llame al número de servicios para miembros o visite el sitio web de esta tarjeta.',
  ],
  coverageNames: {
    MED: 'Médica',
    DEN: 'Dental',
    VIS: 'Visión',
    RX: 'Medicamentos',
    FSA: 'FSA',
    LIFE: 'Vida',
    LTD: 'LTD',
    HSA: 'HSA',
    STD: 'STD',
  },
};

/** The document texts of a language (`sp` → Spanish, anything else English). */
export function documentTexts(language: Language | string): DocumentTexts {
  return language === 'sp' ? SP : EN;
}
