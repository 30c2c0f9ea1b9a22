/** Small operational lists kept as reference data (upserted at every start by applyReferenceData). */

/** [descNo, descr] */
export const MEMO_TYPES: readonly (readonly [number, string])[] = [
  [1, 'General'],
  [2, 'Eligibility'],
  [3, 'Claims'],
  [4, 'Pre-certification'],
  [5, 'Coordination of Benefits'],
  [6, 'Appeal'],
  [7, 'Plan Information'],
  [8, 'Finance'],
];

/** [kind, level, key, label, parentKey] */
export const CALL_TRACK_OPTIONS: readonly (readonly [
  string,
  number,
  string,
  string,
  string | null,
])[] = [
  ['from', 1, 'MEM', 'Member', null],
  ['from', 1, 'PRV', 'Provider', null],
  ['from', 1, 'EMP', 'Employer', null],
  ['from', 1, 'BRK', 'Broker', null],
  ['from', 2, 'PHONE', 'Phone', null],
  ['from', 2, 'EMAIL', 'E-mail', null],
  ['from', 2, 'PORTAL', 'Portal', null],
  ['from', 3, 'NEW', 'New inquiry', null],
  ['from', 3, 'FOLLOW', 'Follow-up', null],
  ['regard', 1, 'CLM', 'Claims', null],
  ['regard', 1, 'ELG', 'Eligibility', null],
  ['regard', 1, 'BEN', 'Benefits', null],
  ['regard', 1, 'PRE', 'Pre-certification', null],
  ['regard', 1, 'IDC', 'ID card', null],
  ['regard', 2, 'STATUS', 'Status', 'CLM'],
  ['regard', 2, 'DENIAL', 'Denial', 'CLM'],
  ['regard', 2, 'PAYMENT', 'Payment', 'CLM'],
  ['regard', 2, 'COVERAGE', 'Coverage', 'ELG'],
  ['regard', 2, 'DEDUCT', 'Deductible / OOP', 'BEN'],
  ['regard', 3, 'RESOLVED', 'Resolved on call', null],
  ['regard', 3, 'CALLBACK', 'Call back needed', null],
];

export const RESOLUTION_TYPES: readonly (readonly [number, string, string])[] = [
  [1, 'Answered', 'Respondido'],
  [2, 'Claim reprocessed', 'Reclamo reprocesado'],
  [3, 'Information updated', 'Información actualizada'],
  [4, 'Referred to another department', 'Referido a otro departamento'],
  [5, 'No action needed', 'No se requiere acción'],
];

/**
 * [id, en, sp, portals, transaction index (spec §9 order) or null]. Each subject's team (route_to) is
 * `EMAIL_ROUTING_TEAMS` below (docs/decisions.md, "Secure messaging: server").
 */
export const EMAIL_ROUTING_SUBJECTS: readonly (readonly [
  number,
  string,
  string,
  readonly string[],
  number | null,
])[] = [
  [1, 'Claims question', 'Pregunta sobre reclamos', ['member', 'provider', 'employer'], null],
  [2, 'Benefits question', 'Pregunta sobre beneficios', ['member', 'provider', 'employer'], null],
  [
    3,
    'Eligibility question',
    'Pregunta sobre elegibilidad',
    ['member', 'employer', 'provider'],
    null,
  ],
  [4, 'ID card request', 'Solicitud de tarjeta de identificación', ['member', 'employer'], null],
  [5, 'Certificate of coverage', 'Certificado de cobertura', ['member', 'employer'], 0],
  [6, 'Pre-certification', 'Precertificación', ['member', 'provider'], 1],
  [7, 'Provider registration', 'Registro de proveedor', ['provider'], 2],
  [8, 'Member registration', 'Registro de miembro', ['member'], 3],
  [9, 'Termination request', 'Solicitud de terminación', ['employer'], 4],
  [10, 'Location change', 'Cambio de ubicación', ['member', 'employer'], 5],
  [
    11,
    'Contact information update',
    'Actualización de datos de contacto',
    ['member', 'employer'],
    6,
  ],
  [12, 'New enrollment', 'Nueva inscripción', ['employer'], 7],
  [13, 'Website help', 'Ayuda con el sitio web', ['member', 'provider', 'employer'], null],
];

/** The staff team (a role name) a subject's new conversations are queued for; every other subject: CustomerService. */
export const EMAIL_ROUTING_TEAMS: Readonly<Record<number, string>> = { 6: 'Nurse' };
/** The team of subjects not named in EMAIL_ROUTING_TEAMS. */
export const DEFAULT_ROUTING_TEAM = 'CustomerService';

/** [code, name, subject en, subject sp, body en, body sp] */
export const LETTER_TEMPLATES: readonly (readonly [
  string,
  string,
  string,
  string,
  string,
  string,
])[] = [
  [
    'WELCOME',
    'Welcome letter',
    'Welcome to your health plan',
    'Bienvenido a su plan de salud',
    'Dear {name}, welcome to the {group} health plan. Your coverage begins {date}.',
    'Estimado/a {name}: bienvenido/a al plan de salud de {group}. Su cobertura comienza el {date}.',
  ],
  [
    'PRECERT_APPROVED',
    'Pre-certification approval',
    'Your pre-certification was approved',
    'Su precertificación fue aprobada',
    'Dear {name}, pre-certification {certNo} was approved for services from {date}.',
    'Estimado/a {name}: la precertificación {certNo} fue aprobada para servicios desde el {date}.',
  ],
  [
    'PRECERT_DENIED',
    'Pre-certification denial',
    'Your pre-certification was not approved',
    'Su precertificación no fue aprobada',
    'Dear {name}, pre-certification {certNo} was not approved. You may appeal within 180 days.',
    'Estimado/a {name}: la precertificación {certNo} no fue aprobada. Puede apelar dentro de 180 días.',
  ],
  [
    'CLAIM_INFO_REQUEST',
    'Request for information',
    'We need more information about a claim',
    'Necesitamos más información sobre un reclamo',
    'Dear {name}, to process claim {claim} we need information about other coverage.',
    'Estimado/a {name}: para procesar el reclamo {claim} necesitamos información sobre otra cobertura.',
  ],
  [
    'COB_QUESTIONNAIRE',
    'Coordination of benefits questionnaire',
    'Other insurance questionnaire',
    'Cuestionario de otro seguro',
    'Dear {name}, please tell us whether anyone in your family has other health coverage.',
    'Estimado/a {name}: indíquenos si alguien en su familia tiene otra cobertura de salud.',
  ],
  [
    'COC',
    'Certificate of coverage',
    'Certificate of creditable coverage',
    'Certificado de cobertura acreditable',
    'This certifies that {name} was covered under the {group} plan from {date}.',
    'Se certifica que {name} estuvo cubierto/a por el plan de {group} desde el {date}.',
  ],
];

/** [id, en, sp] */
export const LINK_CATEGORIES: readonly (readonly [number, string, string])[] = [
  [1, 'Health and wellness', 'Salud y bienestar'],
  [2, 'Pharmacy', 'Farmacia'],
  [3, 'Provider resources', 'Recursos para proveedores'],
  [4, 'Government resources', 'Recursos del gobierno'],
];

export const DOWNLOAD_CATEGORIES: readonly (readonly [number, string, string])[] = [
  [1, 'Plan documents', 'Documentos del plan'],
  [2, 'Forms', 'Formularios'],
  [3, 'Provider forms', 'Formularios para proveedores'],
  [4, 'Employer resources', 'Recursos para empleadores'],
  [5, 'Feedback', 'Comentarios'],
];

/** [id, name, kind] */
export const ONLINE_FORMS: readonly (readonly [number, string, string])[] = [
  [1, 'Claim reimbursement request', 'form'],
  [2, 'Change of address', 'form'],
  [3, 'Website feedback', 'feedback'],
];

/** [code, name, schema version] — CMS Transparency in Coverage formats. */
export const MRF_FILE_FORMATS: readonly (readonly [string, string, string])[] = [
  ['in-network-rates', 'In-network rates', '2.2.0'],
  ['allowed-amounts', 'Out-of-network allowed amounts', '2.2.0'],
  ['provider-reference', 'Provider reference', '2.2.0'],
  ['table-of-contents', 'Table of contents', '2.2.0'],
];
