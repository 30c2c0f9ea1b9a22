import { boolean, index, pgTable, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

/** Coverage types of spec §3 (Medical, Dental, Vision, Drug, FSA, Life, LTD, HSA, STD); `code` is the claims' coverage code. */
export const coverageTypes = pgTable('coverage_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameSp: text('name_sp').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Provider specialties (about 150 in the spec's list). */
export const specialties = pgTable('specialties', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameSp: text('name_sp'),
});

/** CMS place-of-service codes (two digits). */
export const placesOfService = pgTable('places_of_service', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameSp: text('name_sp'),
});

/** Claim adjustment reason codes (CARC) and remittance advice remark codes (RARC) shown on claim lines. */
export const remarkCodes = pgTable('remark_codes', {
  code: text('code').primaryKey(),
  /** CARC | RARC */
  kind: text('kind').notNull(),
  textEn: text('text_en').notNull(),
  textSp: text('text_sp').notNull(),
});

/** Accented letters of Spanish and their plain forms: searches match "radiografia" as well as "radiografía". */
export const SP_ACCENTED = 'ÁÉÍÓÚÜÑáéíóúüñ';
export const SP_PLAIN = 'AEIOUUNaeiouun';

/**
 * `lower(translate(col, accented, plain))`: the accent-free lower-case form of a Spanish text. Immutable, so
 * a trigram index on it serves `like '%…%'` searches written with the same expression.
 */
export const foldSp = (col: AnyPgColumn | SQL) =>
  sql`lower(translate(${col}, ${sql.raw(`'${SP_ACCENTED}'`)}, ${sql.raw(`'${SP_PLAIN}'`)}))`;

/** Procedure codes (CPT/HCPCS/CDT) searchable on the procedures page. */
export const procedureCodes = pgTable(
  'procedure_codes',
  {
    code: text('code').primaryKey(),
    /** CPT | HCPCS | CDT | REV */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    descriptionSp: text('description_sp'),
    /** Benefit category the code maps to (office_visit, specialist, lab, imaging, er, …). */
    category: text('category').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('procedure_codes_desc_trgm').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    index('procedure_codes_desc_sp_trgm').using(
      'gin',
      sql`${foldSp(t.descriptionSp)} gin_trgm_ops`,
    ),
  ],
);

/** ICD-10-CM diagnosis codes (DiagnosisCode Search). */
export const diagnosisCodes = pgTable(
  'diagnosis_codes',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    descriptionSp: text('description_sp'),
  },
  (t) => [
    index('diagnosis_codes_desc_trgm').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    // The diagnosis search matches the Spanish text without accents, as the procedure search does.
    index('diagnosis_codes_desc_sp_trgm').using(
      'gin',
      sql`${foldSp(t.descriptionSp)} gin_trgm_ops`,
    ),
  ],
);
