/** Announcements, links, FAQs, downloads, support requests and feedback of the demo data. */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import type { DbOrTx } from '../client.js';
import * as s from '../schema/index.js';
import { formatDate } from '@bp/contract/format';
import type { SeedCalendar } from './catalog.js';
import type { StaticData } from './static.js';
import { addDays, at, insertMany, type Rng } from './util.js';

/** A stored file from text (a tiny PDF-like or CSV document). */
export function fileRow(
  name: string,
  mediaType: string,
  text: string,
  purpose: string,
  createdOn: string,
): typeof s.files.$inferInsert {
  const bytes = Buffer.from(text, 'utf8');
  const id = createHash('sha256').update(`bp-seed:${name}`).digest('hex');
  return {
    id: `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-a${id.slice(17, 20)}-${id.slice(20, 32)}`,
    name,
    mediaType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
    purpose,
    createdAt: at(createdOn),
  };
}

/** A minimal, well-formed one-page PDF (cross-reference table included) with one line of ASCII text. */
export function tinyPdf(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${ascii}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${stream.length}>>\nstream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  return `${out}trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
}

type SeedField = {
  name: string;
  label: string;
  type: string;
  required?: boolean;
  options?: string[];
};

/** The demo online forms' fields (AssignOnlineForm's shape) and where submissions are e-mailed. */
const ONLINE_FORM_FIELDS: readonly (readonly [number, string, SeedField[]])[] = [
  [
    1,
    'claims@benefits-portal.test',
    [
      { name: 'claimNumber', label: 'Claim number', type: 'text', required: true },
      { name: 'serviceDate', label: 'Date of service', type: 'date', required: true },
      { name: 'amountPaid', label: 'Amount you paid', type: 'text', required: true },
      { name: 'comments', label: 'Comments', type: 'textarea' },
    ],
  ],
  [
    2,
    'eligibility@benefits-portal.test',
    [
      { name: 'addressLine1', label: 'Address', type: 'text', required: true },
      { name: 'city', label: 'City', type: 'text', required: true },
      { name: 'state', label: 'State', type: 'text', required: true },
      { name: 'zip', label: 'ZIP code', type: 'text', required: true },
      { name: 'phone', label: 'Phone', type: 'phone' },
      { name: 'effectiveDate', label: 'Effective date', type: 'date', required: true },
    ],
  ],
  [
    3,
    'feedback@benefits-portal.test',
    [
      {
        name: 'rating',
        label: 'Rating',
        type: 'select',
        required: true,
        options: ['1', '2', '3', '4', '5'],
      },
      { name: 'comment', label: 'Comments', type: 'textarea', required: true },
      { name: 'email', label: 'E-mail', type: 'email' },
      { name: 'contactMe', label: 'You may contact me about this feedback', type: 'checkbox' },
    ],
  ],
];

/** Announcements, links, FAQs, downloads, support requests, feedback. */
export async function seedContent(
  db: DbOrTx,
  f: Faker,
  rng: Rng,
  st: StaticData,
  adminId: number | null,
  cal: SeedCalendar,
): Promise<void> {
  const d = (n: number) => addDays(cal.today, n);
  const next = cal.year + 1;
  await insertMany(db, s.announcements, [
    {
      groupNumber: -1,
      beginDate: d(-30),
      endDate: d(60),
      // In December open enrollment is over: the new plan year is what comes next.
      ...(cal.today.slice(5, 7) === '12'
        ? {
            textEn: `Your coverage for the ${next} plan year starts on January 1.`,
            textSp: `Su cobertura del año del plan ${next} comienza el 1 de enero.`,
          }
        : {
            textEn: `Open enrollment for the ${next} plan year runs November 1–30, ${cal.year}.`,
            textSp: `La inscripción abierta para el año del plan ${next} es del 1 al 30 de noviembre de ${cal.year}.`,
          }),
      createdBy: adminId,
    },
    {
      groupNumber: -1,
      beginDate: d(-10),
      endDate: d(20),
      employeeSite: false,
      employerSite: false,
      customerServiceSite: false,
      textEn: 'Providers: submit claims electronically with payer id 87726 for faster payment.',
      textSp: 'Proveedores: envíe los reclamos electrónicamente con el id de pagador 87726.',
      createdBy: adminId,
    },
    {
      groupNumber: 1000,
      beginDate: d(-5),
      endDate: d(90),
      textEn: 'Flu shots are free at in-network pharmacies.',
      textSp: 'Las vacunas contra la gripe son gratuitas en farmacias de la red.',
      createdBy: adminId,
    },
    {
      groupNumber: 1001,
      locationNumber: 1,
      beginDate: d(-3),
      endDate: d(30),
      providerSite: false,
      textEn: `Benefits fair at headquarters on ${formatDate(d(14))}.`,
      textSp: `Feria de beneficios en la sede el ${formatDate(d(14))}.`,
      createdBy: adminId,
    },
    {
      groupNumber: -1,
      beginDate: d(-120),
      endDate: d(-60),
      textEn: 'Our offices were closed on Labor Day.',
      textSp: 'Nuestras oficinas cerraron el Día del Trabajo.',
      createdBy: adminId,
    },
    {
      groupNumber: st.masters[1]!,
      beginDate: d(0),
      endDate: d(45),
      employerSite: true,
      employeeSite: false,
      providerSite: false,
      textEn: 'New finance reports are available.',
      textSp: 'Hay nuevos informes financieros.',
      createdBy: adminId,
    },
  ]);
  const links = [
    [
      1,
      'CDC: vaccines for adults',
      'https://www.cdc.gov/vaccines/adults/',
      'Recommended vaccines by age.',
    ],
    [1, 'Healthy eating', 'https://www.myplate.gov/', 'MyPlate nutrition guidance.'],
    [2, 'Find a pharmacy', 'https://www.example.com/pharmacy-locator', 'Network pharmacy locator.'],
    [
      3,
      'NPI registry',
      'https://npiregistry.cms.hhs.gov/',
      'Look up a National Provider Identifier.',
    ],
    [
      3,
      'CMS place of service codes',
      'https://www.cms.gov/medicare/coding-billing/place-of-service-codes',
      'Place of service code set.',
    ],
    [
      4,
      'HealthCare.gov',
      'https://www.healthcare.gov/',
      'Coverage information from the government.',
    ],
    [
      4,
      'COBRA continuation coverage',
      'https://www.dol.gov/general/topic/health-plans/cobra',
      'Department of Labor guidance.',
    ],
    [1, 'Mental health support (988)', 'https://988lifeline.org/', 'Call or text 988.'],
  ] as const;
  await insertMany(
    db,
    s.links,
    links.map(([categoryId, description, url, summary], i) => ({
      linkId: i + 1,
      categoryId,
      description,
      url,
      summary,
      sort: i,
    })),
  );
  const roleSets = [[999], [999], [7, 8], [11], [11, 1], [999], [7, 8, 9, 10], [999]];
  await insertMany(
    db,
    s.linkRoles,
    roleSets.flatMap((roles, i) => roles.map((roleId) => ({ linkId: i + 1, roleId }))),
  );
  await insertMany(
    db,
    s.linkGroups,
    links.map((_, i) => ({ linkId: i + 1, groupNumber: i === 6 ? 1000 : -1 })),
  );
  const faqs = [
    [
      'member',
      'How do I get a new ID card?',
      'Open Settings and choose Request ID card, or print a temporary card.',
      '¿Cómo obtengo una nueva tarjeta de identificación?',
      'Abra Configuración y elija Solicitar tarjeta, o imprima una tarjeta temporal.',
    ],
    [
      'member',
      'What is a deductible?',
      'The amount you pay for covered services each plan year before the plan pays its share.',
      '¿Qué es un deducible?',
      'La cantidad que usted paga por servicios cubiertos cada año del plan antes de que el plan pague su parte.',
    ],
    [
      'member',
      'What is the out-of-pocket maximum?',
      'The most you pay in a plan year; after it, the plan pays 100% of covered services.',
      '¿Qué es el máximo de gastos de bolsillo?',
      'Lo máximo que paga en un año del plan; después, el plan paga el 100% de los servicios cubiertos.',
    ],
    [
      'member',
      'Can I see my adult dependent’s claims?',
      'Only if your dependent grants access under Change permissions.',
      '¿Puedo ver los reclamos de mi dependiente adulto?',
      'Solo si su dependiente le da acceso en Cambiar permisos.',
    ],
    [
      'member',
      'How do I pay a claim with my FSA?',
      'Open the claim and choose Pay with FSA; attach the receipt.',
      '¿Cómo pago un reclamo con mi FSA?',
      'Abra el reclamo, elija Pagar con FSA y adjunte el recibo.',
    ],
    [
      'provider',
      'How do I check a patient’s eligibility?',
      'Use the eligibility check with the member id and date of birth.',
      '¿Cómo verifico la elegibilidad de un paciente?',
      'Use la verificación de elegibilidad con el id de miembro y la fecha de nacimiento.',
    ],
    [
      'provider',
      'Where can I download an EOP?',
      'Open the claim and choose Download EOP.',
      '¿Dónde descargo una EOP?',
      'Abra el reclamo y elija Descargar EOP.',
    ],
    [
      'provider',
      'Which services need pre-certification?',
      'Inpatient stays, outpatient surgery, advanced imaging and DME.',
      '¿Qué servicios requieren precertificación?',
      'Hospitalizaciones, cirugía ambulatoria, imágenes avanzadas y equipo médico duradero.',
    ],
    [
      'all',
      'How do I reset my password?',
      'Choose Forgot password on the login page; the link is valid for one hour.',
      '¿Cómo restablezco mi contraseña?',
      'Elija Olvidé mi contraseña en la página de inicio; el enlace es válido por una hora.',
    ],
    [
      'all',
      'How often must I change my password?',
      'Every 90 days; you cannot reuse a password from the past two years.',
      '¿Cada cuánto debo cambiar mi contraseña?',
      'Cada 90 días; no puede reutilizar una contraseña de los últimos dos años.',
    ],
  ] as const;
  await insertMany(
    db,
    s.faqs,
    faqs.map(([audience, questionEn, answerEn, questionSp, answerSp], i) => ({
      audience,
      questionEn,
      answerEn,
      questionSp,
      answerSp,
      sort: i,
    })),
  );
  const y = cal.year;
  const docs: readonly (readonly [number, number, string, string, number | null])[] = [
    [1, y, `Summary Plan Description ${y}`, 'application/pdf', null],
    [1, y - 1, `Summary Plan Description ${y - 1}`, 'application/pdf', null],
    [1, y, 'Summary of Benefits and Coverage', 'application/pdf', null],
    [2, y, 'Claim reimbursement form', 'application/pdf', 1],
    [2, y, 'Change of address form', 'application/pdf', 2],
    [3, y, 'Provider pre-certification request', 'application/pdf', null],
    [4, y, 'Employer enrollment guide', 'application/pdf', null],
    [5, y, 'Website feedback', 'application/pdf', 3],
    // Spanish editions for the member site (language 'sp').
    [1, y, 'Resumen de beneficios y cobertura', 'application/pdf', null],
    [2, y, 'Formulario de cambio de dirección', 'application/pdf', 2],
  ];
  const files = docs.map(([, , name]) =>
    fileRow(`${name}.pdf`, 'application/pdf', tinyPdf(name), 'download', cal.today),
  );
  await insertMany(db, s.files, files);
  await insertMany(
    db,
    s.downloads,
    docs.map(([categoryId, year, displayName, , onlineFormId], i) => ({
      id: i + 1,
      categoryId,
      year,
      displayName,
      fileId: files[i]!.id,
      onlineFormId,
      groupNumbers: [-1],
      roleIds: categoryId === 3 ? [11] : categoryId === 4 ? [9, 10] : [999],
      language: i < 8 ? 'en' : 'sp',
      createdBy: adminId,
      createdAt: at(addDays(cal.today, -200 + i)),
    })),
  );
  for (const [id, routeTo, fields] of ONLINE_FORM_FIELDS)
    await db
      .update(s.onlineForms)
      .set({ fields: fields.map((f) => ({ required: false, options: [], ...f })), routeTo })
      .where(eq(s.onlineForms.id, id));
  await insertMany(
    db,
    s.supportRequests,
    Array.from({ length: 3 }, (_, i) => ({
      name: f.person.fullName(),
      email: f.internet.email({ provider: 'example.com' }).toLowerCase(),
      subject: rng.pick(['Cannot log in', 'Registration problem', 'Question about a claim']),
      message: f.lorem.sentences(2),
      createdAt: at(addDays(cal.today, -i * 3)),
    })),
  );
  await insertMany(db, s.formSubmissions, [
    {
      kind: 'feedback',
      downloadId: 8,
      onlineFormId: 3,
      data: { rating: 5, comment: 'Easy to find my claims.' },
      createdAt: at(addDays(cal.today, -9)),
    },
    {
      kind: 'form',
      downloadId: 5,
      onlineFormId: 2,
      data: { addressLine1: '12 Oak St', city: 'Springfield', state: 'IL', zip: '62701' },
      createdAt: at(addDays(cal.today, -4)),
    },
  ]);
  for (const t of ['links', 'downloads']) {
    const col = t === 'links' ? 'link_id' : 'id';
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${t}', '${col}'), (select max(${col}) from ${t}))`,
      ),
    );
  }
}
