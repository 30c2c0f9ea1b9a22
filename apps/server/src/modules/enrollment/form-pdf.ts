import type { Brand, Language } from '@bp/contract';
import type { Enrollment } from '@bp/contract/api/enrollments';
import {
  brandHeader,
  createPdf,
  contentWidth,
  facts,
  formatDate,
  formatMoney,
  heading,
  paragraph,
  table,
  toBuffer,
  type RenderOptions,
} from '../../pdf/document.js';

/** The enrollment form's fixed texts and code descriptions, in the reader's language. */
const TEXT = {
  en: {
    title: (id: number) => `Enrollment form ${id}`,
    enrollment: 'Enrollment',
    employee: 'Employee',
    coverage: 'Coverage',
    other: 'Other insurance',
    dependents: 'Dependents',
    none: 'None',
    f: {
      id: 'Enrollment number',
      status: 'Status',
      group: 'Group',
      submitted: 'Submitted',
      submittedBy: 'Submitted by',
      transaction: 'Transaction',
      name: 'Name',
      dob: 'Date of birth',
      ssn: 'SSN (last four)',
      gender: 'Gender',
      marital: 'Marital status',
      hire: 'Hire date',
      pay: 'Pay status',
      address: 'Address',
      homePhone: 'Home phone',
      workPhone: 'Work phone',
      email: 'E-mail',
      type: 'Enrollment type',
      coverageDate: 'Coverage date',
      qe: 'Date of qualifying event',
      coverages: 'Coverages',
      life: 'Life coverage amount',
      company: 'Company',
      policy: 'Policy number',
      effective: 'Effective date',
      relationship: 'Relationship',
      memberId: 'Member ID',
      reason: 'Rejection reason',
    },
    status: {
      Submitted: 'Submitted',
      InReview: 'In review',
      Approved: 'Approved',
      Rejected: 'Rejected',
      Cancelled: 'Cancelled',
    },
    gender: { M: 'Male', F: 'Female', U: 'Unknown' },
    marital: {
      I: 'Single',
      M: 'Married',
      D: 'Divorced',
      W: 'Widowed',
      X: 'Legally separated',
      R: 'Registered domestic partner',
      U: 'Unreported',
    },
    pay: { H: 'Hourly', S: 'Salaried' },
    type: {
      NH: 'New hire',
      OE: 'Open enrollment',
      QE: 'Qualifying life event',
      RH: 'Rehire',
      CB: 'COBRA continuation',
      LE: 'Late enrollee',
    },
    relationship: {
      '18': 'Self',
      '01': 'Spouse',
      '19': 'Child',
      '53': 'Life partner',
      '15': 'Ward',
      G8: 'Other relationship',
    },
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
  },
  sp: {
    title: (id: number) => `Formulario de inscripción ${id}`,
    enrollment: 'Inscripción',
    employee: 'Empleado',
    coverage: 'Cobertura',
    other: 'Otro seguro',
    dependents: 'Dependientes',
    none: 'Ninguno',
    f: {
      id: 'Número de inscripción',
      status: 'Estado',
      group: 'Grupo',
      submitted: 'Enviada',
      submittedBy: 'Enviada por',
      transaction: 'Transacción',
      name: 'Nombre',
      dob: 'Fecha de nacimiento',
      ssn: 'SSN (últimos cuatro)',
      gender: 'Sexo',
      marital: 'Estado civil',
      hire: 'Fecha de contratación',
      pay: 'Tipo de pago',
      address: 'Dirección',
      homePhone: 'Teléfono de casa',
      workPhone: 'Teléfono del trabajo',
      email: 'Correo electrónico',
      type: 'Tipo de inscripción',
      coverageDate: 'Fecha de cobertura',
      qe: 'Fecha del evento calificado',
      coverages: 'Coberturas',
      life: 'Monto del seguro de vida',
      company: 'Compañía',
      policy: 'Número de póliza',
      effective: 'Fecha de vigencia',
      relationship: 'Parentesco',
      memberId: 'ID de miembro',
      reason: 'Motivo del rechazo',
    },
    status: {
      Submitted: 'Enviada',
      InReview: 'En revisión',
      Approved: 'Aprobada',
      Rejected: 'Rechazada',
      Cancelled: 'Cancelada',
    },
    gender: { M: 'Masculino', F: 'Femenino', U: 'Desconocido' },
    marital: {
      I: 'Soltero/a',
      M: 'Casado/a',
      D: 'Divorciado/a',
      W: 'Viudo/a',
      X: 'Separado/a legalmente',
      R: 'Pareja de hecho registrada',
      U: 'No informado',
    },
    pay: { H: 'Por hora', S: 'Asalariado' },
    type: {
      NH: 'Nueva contratación',
      OE: 'Inscripción abierta',
      QE: 'Evento de vida calificado',
      RH: 'Recontratación',
      CB: 'Continuación COBRA',
      LE: 'Inscripción tardía',
    },
    relationship: {
      '18': 'Titular',
      '01': 'Cónyuge',
      '19': 'Hijo/a',
      '53': 'Pareja',
      '15': 'Tutelado/a',
      G8: 'Otro parentesco',
    },
    coverageNames: {
      MED: 'Médico',
      DEN: 'Dental',
      VIS: 'Visión',
      RX: 'Medicamentos',
      FSA: 'FSA',
      LIFE: 'Vida',
      LTD: 'Incapacidad a largo plazo',
      HSA: 'HSA',
      STD: 'Incapacidad a corto plazo',
    },
  },
} as const;

/** The download name of an enrollment form. */
export const enrollmentFileName = (id: number) => `enrollment-${id}.pdf`;

/** Renders the enrollment form as a tagged PDF in the reader's language. */
export function renderEnrollmentPdf(
  brand: Brand,
  language: Language,
  e: Enrollment,
  options: RenderOptions = {},
): Promise<Buffer> {
  const t = TEXT[language];
  const pdf = createPdf({
    title: t.title(e.enrollmentId),
    language,
    author: brand.name,
    subject: t.enrollment,
    creationDate: options.creationDate,
  });
  brandHeader(pdf, brand);
  heading(pdf, t.title(e.enrollmentId), 1);
  const code = <K extends string>(m: Record<K, string>, k: string) => m[k as K] ?? k;
  const enrollmentFacts: [string, string][] = [
    [t.f.id, String(e.enrollmentId)],
    [t.f.status, code(t.status, e.status)],
    [t.f.group, `${e.groupNumber} ${e.groupName}`],
    [t.f.submitted, formatDate(e.submittedDate)],
    [t.f.submittedBy, e.submittedBy],
  ];
  if (e.transactionId !== null) enrollmentFacts.push([t.f.transaction, String(e.transactionId)]);
  if (e.memberId) enrollmentFacts.push([t.f.memberId, e.memberId]);
  if (e.rejectionReason) enrollmentFacts.push([t.f.reason, e.rejectionReason]);
  facts(pdf, t.enrollment, enrollmentFacts);
  facts(pdf, t.employee, [
    [t.f.name, `${e.firstName} ${e.lastName}`],
    [t.f.dob, formatDate(e.dateOfBirth)],
    [t.f.ssn, e.ssnLast4 ?? ''],
    [t.f.gender, code(t.gender, e.gender)],
    [t.f.marital, code(t.marital, e.primaryMemberMaritalStatusType)],
    [t.f.hire, formatDate(e.hireDate)],
    [t.f.pay, code(t.pay, e.primaryMemberPayStatus)],
    [
      t.f.address,
      [e.addressLine1, e.addressLine2, `${e.city}, ${e.state} ${e.zip}`].filter(Boolean).join(', '),
    ],
    [t.f.homePhone, e.primaryMemberHomePhone ?? ''],
    [t.f.workPhone, e.primaryMemberWorkPhone ?? ''],
    [t.f.email, e.primaryMemberEmail ?? ''],
  ]);
  const coverageFacts: [string, string][] = [
    [t.f.type, code(t.type, e.enrollmentType)],
    [t.f.coverageDate, formatDate(e.coverageDate)],
    [t.f.qe, formatDate(e.dateOfQualifyingEvent)],
    [t.f.coverages, e.coverageTypes.map((c) => code(t.coverageNames, c)).join(', ')],
  ];
  if (e.lifeCoverageAmountCents !== null)
    coverageFacts.push([t.f.life, formatMoney(e.lifeCoverageAmountCents, language)]);
  facts(pdf, t.coverage, coverageFacts);
  facts(pdf, t.other, [
    [t.f.company, e.otherInsuranceCompany ?? ''],
    [t.f.policy, e.otherInsurancePolicyNumber ?? ''],
    [t.f.effective, formatDate(e.otherInsuranceEffectiveDate)],
  ]);
  const deps = e.enrollmentDependents.filter((d) => !d.primary);
  if (deps.length === 0) {
    heading(pdf, t.dependents, 2);
    paragraph(pdf, t.none);
  } else {
    const w = contentWidth(pdf);
    table(pdf, {
      caption: t.dependents,
      columns: [
        { header: t.f.name, width: w * 0.26 },
        { header: t.f.relationship, width: w * 0.16 },
        { header: t.f.dob, width: w * 0.14 },
        { header: t.f.ssn, width: w * 0.12 },
        { header: t.f.gender, width: w * 0.1 },
        { header: t.f.coverages },
      ],
      rows: deps.map((d) => [
        `${d.firstName} ${d.lastName}`,
        code(t.relationship, d.relationship),
        formatDate(d.dateOfBirth),
        d.ssnLast4 ?? '',
        code(t.gender, d.gender),
        d.coverageTypes.map((c) => code(t.coverageNames, c)).join(', '),
      ]),
    });
  }
  return toBuffer(pdf);
}
