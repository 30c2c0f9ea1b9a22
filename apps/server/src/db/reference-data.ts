import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ADMINISTRATIVE_ROLES,
  PERMISSION_DEFS,
  ROLE_IDS,
  ROLE_NAMES,
  type RoleName,
} from '@bp/contract';
import { DEFAULT_ROLE_PERMISSIONS } from '@bp/contract/role-permissions';
import type { DbOrTx } from './client.js';
import * as s from './schema/index.js';
import {
  COVERAGE_TYPES,
  DIAGNOSIS_CODES,
  PLACES_OF_SERVICE,
  PROCEDURE_CODES,
  REMARK_CODES,
} from './reference/codes.js';
import { SPECIALTIES } from './reference/specialties.js';
import { diagnosisTextSp, procedureTextSp } from './reference/code-texts-sp.js';
import {
  CALL_TRACK_OPTIONS,
  DOWNLOAD_CATEGORIES,
  EMAIL_ROUTING_SUBJECTS,
  EMAIL_ROUTING_TEAMS,
  DEFAULT_ROUTING_TEAM,
  LETTER_TEMPLATES,
  LINK_CATEGORIES,
  MEMO_TYPES,
  MRF_FILE_FORMATS,
  ONLINE_FORMS,
  RESOLUTION_TYPES,
} from './reference/lists.js';

/** Role descriptions; removing their whitespace gives the role name (spec §3 Role). */
const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  Administrator: 'Administrator',
  AccountManager: 'Account Manager',
  Eligibility: 'Eligibility',
  Nurse: 'Nurse',
  CustomerService: 'Customer Service',
  Compliance: 'Compliance',
  Employee: 'Employee',
  Dependent: 'Dependent',
  Employer: 'Employer',
  Vendor: 'Vendor',
  Provider: 'Provider',
  PlanBuildingEDI: 'Plan Building EDI',
  ProviderMaintenance: 'Provider Maintenance',
  Contractor: 'Contractor',
  Finance: 'Finance',
  TouchCareVendor: 'TouchCare Vendor',
};

/** The spec's "Every Group" entry (§3): group -1, master -1, effective 2016-01-01, enrollment false. */
export const EVERY_GROUP = -1;

/** Inserts rows, updating every non-key column on conflict with the key. */
async function upsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  key: PgColumn[],
): Promise<void> {
  if (rows.length === 0) return;
  const keyNames = new Set(key.map((c) => c.name));
  const set: Record<string, SQL> = {};
  for (const [prop, col] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if (!keyNames.has(col.name) && prop in rows[0]!) set[prop] = sql.raw(`excluded."${col.name}"`);
  }
  const q = db.insert(table).values(rows);
  await (Object.keys(set).length
    ? q.onConflictDoUpdate({ target: key, set })
    : q.onConflictDoNothing());
}

/** Idempotently upserts roles, permissions, role defaults and the reference lists. Cheap: runs at every start. */
export async function applyReferenceData(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await upsert(
      tx,
      s.roles,
      ROLE_NAMES.map((name) => ({
        id: ROLE_IDS[name],
        name,
        description: ROLE_DESCRIPTIONS[name],
        administrative: (ADMINISTRATIVE_ROLES as readonly string[]).includes(name),
      })),
      [s.roles.id],
    );
    await upsert(
      tx,
      s.permissions,
      Object.entries(PERMISSION_DEFS).map(([key, [id, description]]) => ({ id, key, description })),
      [s.permissions.id],
    );
    // The role defaults follow the contract exactly: rebuild them (a few hundred rows).
    await tx.delete(s.rolePermissions);
    await tx.insert(s.rolePermissions).values(
      ROLE_NAMES.flatMap((role) =>
        DEFAULT_ROLE_PERMISSIONS[role].map((g) => ({
          roleId: ROLE_IDS[role],
          permissionId: PERMISSION_DEFS[g.key][0],
          readonly: g.readonly === true,
          managed: g.managed !== false,
        })),
      ),
    );
    await upsert(
      tx,
      s.coverageTypes,
      COVERAGE_TYPES.map(([code, name, nameSp], i) => ({ code, name, nameSp, sort: i })),
      [s.coverageTypes.code],
    );
    await upsert(
      tx,
      s.specialties,
      SPECIALTIES.map(([code, name]) => ({ code, name })),
      [s.specialties.code],
    );
    await upsert(
      tx,
      s.placesOfService,
      PLACES_OF_SERVICE.map(([code, name, nameSp]) => ({ code, name, nameSp })),
      [s.placesOfService.code],
    );
    await upsert(
      tx,
      s.remarkCodes,
      REMARK_CODES.map(([code, kind, textEn, textSp]) => ({ code, kind, textEn, textSp })),
      [s.remarkCodes.code],
    );
    await upsert(
      tx,
      s.procedureCodes,
      PROCEDURE_CODES.map(([code, kind, description, category]) => ({
        code,
        kind,
        description,
        descriptionSp: procedureTextSp(code),
        category,
      })),
      [s.procedureCodes.code],
    );
    await upsert(
      tx,
      s.diagnosisCodes,
      DIAGNOSIS_CODES.map(([code, description]) => ({
        code,
        description,
        descriptionSp: diagnosisTextSp(code),
      })),
      [s.diagnosisCodes.code],
    );
    await upsert(
      tx,
      s.memoTypes,
      MEMO_TYPES.map(([descNo, descr]) => ({ descNo, descr })),
      [s.memoTypes.descNo],
    );
    await upsert(
      tx,
      s.callTrackOptions,
      CALL_TRACK_OPTIONS.map(([kind, level, key, label, parentKey], i) => ({
        id: i + 1,
        kind,
        level,
        key,
        label,
        parentKey,
        sort: i,
      })),
      [s.callTrackOptions.id],
    );
    await upsert(
      tx,
      s.resolutionTypes,
      RESOLUTION_TYPES.map(([id, name, nameSp]) => ({ id, name, nameSp })),
      [s.resolutionTypes.id],
    );
    await upsert(
      tx,
      s.emailRoutingSubjects,
      EMAIL_ROUTING_SUBJECTS.map(([id, subjectEn, subjectSp, portals, transactionId], i) => ({
        id,
        subjectEn,
        subjectSp,
        portals: [...portals],
        routeTo: EMAIL_ROUTING_TEAMS[id] ?? DEFAULT_ROUTING_TEAM,
        transactionId,
        sort: i,
      })),
      [s.emailRoutingSubjects.id],
    );
    await upsert(
      tx,
      s.letterTemplates,
      LETTER_TEMPLATES.map(([code, name, subjectEn, subjectSp, bodyEn, bodySp], i) => ({
        id: i + 1,
        code,
        name,
        subjectEn,
        subjectSp,
        bodyEn,
        bodySp,
      })),
      [s.letterTemplates.id],
    );
    await upsert(
      tx,
      s.linkCategories,
      LINK_CATEGORIES.map(([id, nameEn, nameSp]) => ({ id, nameEn, nameSp, sort: id })),
      [s.linkCategories.id],
    );
    await upsert(
      tx,
      s.downloadCategories,
      DOWNLOAD_CATEGORIES.map(([id, nameEn, nameSp]) => ({ id, nameEn, nameSp, sort: id })),
      [s.downloadCategories.id],
    );
    await upsert(
      tx,
      s.onlineForms,
      ONLINE_FORMS.map(([id, name, kind]) => ({ id, name, kind })),
      [s.onlineForms.id],
    );
    await upsert(
      tx,
      s.mrfFileFormats,
      MRF_FILE_FORMATS.map(([code, name, schemaVersion]) => ({ code, name, schemaVersion })),
      [s.mrfFileFormats.code],
    );
    await tx
      .insert(s.groups)
      .values({
        groupNumber: EVERY_GROUP,
        masterGroupNumber: EVERY_GROUP,
        name: 'Every Group',
        effectiveDate: '2016-01-01',
        enrollment: false,
      })
      .onConflictDoNothing();
    // Serial tables seeded with explicit ids: move their sequences past the ids used.
    for (const t of [
      'call_track_options',
      'resolution_types',
      'email_routing_subjects',
      'letter_templates',
      'link_categories',
      'download_categories',
      'online_forms',
    ]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${t}', 'id'), greatest((select max(id) from ${t}), 1))`,
        ),
      );
    }
  });
}
