import type { Brand, EndpointBody } from '@bp/contract';
import type { onlinePrecertification } from '@bp/contract/api/conversation-requests';
import type { DbOrTx } from '../../db/client.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { todayIso } from '../../clock.js';
import { normalizeDiagnosisCode } from '../scope/codes.js';
import { mayRead, memberVisibility } from '../scope/service.js';
import { openRequestConversation } from '../requests/service.js';
import * as repo from './online-repo.js';

/** The request context and the brand of the host (its §9 precert transaction id). */
export type OnlineCtx = ServiceCtx & { brand: Brand };

type OnlinePrecertInput = EndpointBody<typeof onlinePrecertification>;
type ServiceType = OnlinePrecertInput['serviceType'];

/** Stored cert types (precertifications.cert_type) of the form's service types. */
const CERT_TYPE: Record<ServiceType, string> = {
  Inpatient: 'inpatient',
  Outpatient: 'outpatient',
  Surgery: 'surgery',
  Imaging: 'imaging',
  Therapy: 'therapy',
  DME: 'dme',
  HomeHealth: 'home_health',
  Other: 'other',
};

/**
 * The patient of the request. Members: a person of their own visible household (memberId optional).
 * Staff: a member of their groups. Providers: a member who is already their patient (a claim billed or
 * rendered by one of their providers) or, for anyone else, one whose last name and date of birth the
 * provider gives correctly. Every miss (unknown, out of reach, wrong identifiers) is the same 404.
 */
async function patientOf(c: OnlineCtx, b: OnlinePrecertInput): Promise<repo.PatientRow> {
  const visible = memberVisibility(c.caller, 'precert');
  let household: { rowId: number } | { publicId: string };
  if (b.memberId !== undefined) household = { publicId: b.memberId };
  else if (c.caller.roleClass === 'Members' && c.caller.memberId !== null)
    household = { rowId: c.caller.memberId };
  else throw invalidRequest('required', { memberId: 'required' });
  const patient = await repo.householdPatient(c.db, household, b.dependentNumber, visible);
  if (!patient) throw notFound();
  if (patient.visible) return patient;
  const proven =
    c.caller.roleClass === 'Provider' &&
    b.patientLastName !== undefined &&
    b.patientDateOfBirth !== undefined &&
    repo.sameName(patient.lastName, b.patientLastName) &&
    patient.dateOfBirth === b.patientDateOfBirth;
  if (!proven) throw notFound();
  return patient;
}

/** 400 with `field.i: invalidValue` for every code that is not in its reference list. */
async function checkCodes(db: DbOrTx, diagnoses: string[], procedures: string[]) {
  const [knownDx, knownPx] = await Promise.all([
    repo.knownDiagnoses(db, diagnoses),
    repo.knownProcedures(db, procedures),
  ]);
  const fields: Record<string, string> = {};
  diagnoses.forEach((d, i) => {
    if (!knownDx.has(d)) fields[`diagnosisCodes.${i}`] = 'invalidValue';
  });
  procedures.forEach((p, i) => {
    if (!knownPx.has(p)) fields[`procedureCodes.${i}`] = 'invalidValue';
  });
  if (Object.keys(fields).length > 0) throw invalidRequest('invalidValue', fields);
}

/**
 * Conversations/OnlinePrecertification: a member, provider or staff member files a pre-certification.
 * In one transaction: the `precertifications` row, received and pending review (principal diagnosis and
 * procedure in its columns, the filer in `created_by`, the requesting provider by NPI), the conversation
 * in the staff queue under the brand's precert transaction id (§9: 8 / 175) carrying every code and
 * the cert number, its first message, and the audit row. The filer finds it in PrecertSearch; staff of
 * the member's group too.
 */
export async function fileOnlinePrecert(c: OnlineCtx, b: OnlinePrecertInput) {
  if (!mayRead(c.caller, 'precert')) throw forbidden();
  const patient = await patientOf(c, b);
  const diagnoses = [...new Set(b.diagnosisCodes.map(normalizeDiagnosisCode))];
  const procedures = [...new Set(b.procedureCodes.map((p) => p.trim().toUpperCase()))];
  await checkCodes(c.db, diagnoses, procedures);
  if (b.dischargeDate && b.dischargeDate < (b.admitDate ?? b.serviceDate))
    throw invalidRequest('invalidValue', { dischargeDate: 'laterThanDate' });
  const providerId = await repo.providerByNpi(
    c.db,
    b.providerNpi,
    b.providerTaxId,
    c.caller.roleClass === 'Provider'
      ? { accountId: c.caller.accountId, providerId: c.caller.providerId }
      : null,
  );
  const subject = await repo.precertSubject(c.db);
  const sp = c.language === 'sp';
  const transactionId = c.brand.customTransactions.precert;
  const fromDate = b.admitDate ?? b.serviceDate;

  return transaction(c, async ({ db: tx }) => {
    const certNo = await repo.insertPrecert(tx, {
      memberId: patient.id,
      groupNumber: patient.groupNumber,
      employeeNumber: patient.employeeNumber,
      dependentNumber: patient.dependentNumber,
      providerId,
      providerName: b.providerName,
      facilityName: b.facilityName ?? null,
      certType: CERT_TYPE[b.serviceType],
      procedureCode: procedures[0] ?? null,
      diagnosisCode: diagnoses[0] ?? null,
      requestDate: todayIso(),
      fromDate,
      toDate: b.dischargeDate ?? null,
      status: 'pending',
      notes: b.notes ?? null,
      createdBy: c.caller.accountId,
    });
    const lines = [
      `Pre-certification ${certNo}`,
      `Patient: ${patient.firstName} ${patient.lastName} (dependent ${patient.dependentNumber})`,
      `Service: ${b.serviceType}, ${fromDate}${b.dischargeDate ? ` – ${b.dischargeDate}` : ''}`,
      `Provider: ${b.providerName}, NPI ${b.providerNpi}, phone ${b.providerPhone}`,
      ...(b.facilityName ? [`Facility: ${b.facilityName}`] : []),
      `Diagnoses: ${diagnoses.join(', ')}`,
      ...(procedures.length ? [`Procedures: ${procedures.join(', ')}`] : []),
      `Contact: ${b.contactName}, ${b.contactPhone}`,
      ...(b.notes ? ['', b.notes] : []),
    ];
    const conversationId = await openRequestConversation(tx, {
      kind: 'precertification',
      subject: subject ? (sp ? subject.sp : subject.en) : 'Pre-certification',
      subjectId: subject?.id ?? null,
      transactionId,
      data: {
        certNo: String(certNo),
        serviceType: b.serviceType,
        admitDate: b.admitDate ?? null,
        serviceDate: b.serviceDate,
        dischargeDate: b.dischargeDate ?? null,
        provider: {
          name: b.providerName,
          npi: b.providerNpi,
          taxId: b.providerTaxId ?? null,
          phone: b.providerPhone,
          fax: b.providerFax ?? null,
          providerId,
        },
        facilityName: b.facilityName ?? null,
        diagnosisCodes: diagnoses,
        procedureCodes: procedures,
        contact: { name: b.contactName, phone: b.contactPhone },
      },
      accountId: c.caller.accountId,
      memberId: patient.id,
      groupNumber: patient.groupNumber,
      providerId,
      body: lines.join('\n'),
    });
    await repo.linkConversation(tx, certNo, conversationId);
    c.audit.subject({
      memberId: patient.id,
      entityId: conversationId,
      detail: { certNo, transactionId, byIdentifiers: !patient.visible },
    });
    return { conversationId, transactionId, certNo: String(certNo) };
  });
}
