import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import tocSchema from './cms/table-of-contents.json';
import inNetworkSchema from './cms/in-network-rates.json';
import allowedAmountsSchema from './cms/allowed-amounts.json';
import nextVocabularyModule from 'ajv/dist/vocabularies/next.js';

/**
 * Validation of the published files against CMS's JSON Schemas v2.2.0 (ajv, draft-07, strict). A table of
 * contents is small and validated whole; an in-network file may hold millions of rates, so it is validated
 * while it streams: the envelope (everything but the two big arrays) once, then every `in_network` item and
 * every `provider_references` item against its sub-schema. Together that is the whole schema. The
 * allowed-amounts file is validated the same way: its envelope once, then every `out_of_network` item.
 */

export const SCHEMA_VERSION = '2.2.0';

// The draft 2019-09 keywords (`dependentRequired` of the allowed-amounts schema) added to the draft-07 class:
// unknown to it otherwise, and strict mode refuses unknown keywords rather than skipping them.
const nextVocabulary = ((nextVocabularyModule as unknown as { default?: unknown }).default ??
  nextVocabularyModule) as Parameters<Ajv['addVocabulary']>[0];

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv, formats: string[]) => Ajv;

type Json = Record<string, unknown>;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function makeAjv(allErrors: boolean): Ajv {
  // strict, except two checks CMS's schemas trip without weakening validation: `minLength` on an array
  // (provider_references; ignored for arrays by the standard too) and `anyOf: [{ required: [...] }]` naming
  // properties defined beside the anyOf (strictRequired). Unknown keywords still fail compilation.
  const ajv = new Ajv({
    allErrors,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  addFormats(ajv, ['date', 'uri']);
  ajv.addVocabulary(nextVocabulary);
  return ajv;
}

// Whole documents report every error; the per-item validators of the stream stop at an item's first error
// (several times faster on millions of items; a refused file still lists up to 20 failing items).
const ajv = makeAjv(true);
const fast = makeAjv(false);
const IN_ID = (inNetworkSchema as Json).$id as string;
ajv.addSchema(inNetworkSchema as Json);
fast.addSchema(inNetworkSchema as Json);
const AA_ID = (allowedAmountsSchema as Json).$id as string;
ajv.addSchema(allowedAmountsSchema as Json);
fast.addSchema(allowedAmountsSchema as Json);

/** The whole table-of-contents schema. */
export const validateToc: ValidateFunction = ajv.compile(tocSchema as Json);
/** The whole in-network schema (tests; the job validates streaming). */
export const validateInNetworkWhole: ValidateFunction = ajv.getSchema(IN_ID)!;

function envelopeSchema(): Json {
  const s = clone(inNetworkSchema as Json);
  delete s.$id;
  const props = s.properties as Json;
  delete props.in_network;
  delete props.provider_references;
  s.required = (s.required as string[]).filter((r) => r !== 'in_network');
  return s;
}
/** The in-network file without its two arrays. */
export const validateInNetworkEnvelope: ValidateFunction = ajv.compile(envelopeSchema());
/** One `in_network` item. */
export const validateInNetworkItem: ValidateFunction = fast.compile({
  $ref: `${IN_ID}#/definitions/in_network`,
});
/** One `provider_references` item. */
export const validateProviderReference: ValidateFunction = fast.compile({
  $ref: `${IN_ID}#/properties/provider_references/items`,
});

/** The whole allowed-amounts schema (tests; the job validates streaming). */
export const validateAllowedAmountsWhole: ValidateFunction = ajv.getSchema(AA_ID)!;
/** The allowed-amounts file without its `out_of_network` array. */
export const validateAllowedAmountsEnvelope: ValidateFunction = ajv.compile(
  (() => {
    const s = clone(allowedAmountsSchema as Json);
    delete s.$id;
    delete (s.properties as Json).out_of_network;
    s.required = (s.required as string[]).filter((r) => r !== 'out_of_network');
    return s;
  })(),
);
/** One `out_of_network` item (with its allowed amounts, payments and providers). */
export const validateOutOfNetworkItem: ValidateFunction = fast.compile({
  $ref: `${AA_ID}#/definitions/out_of_network`,
});

/** ajv errors as short readable lines (at most `max`). */
export function describeErrors(
  errors: ErrorObject[] | null | undefined,
  prefix = '',
  max = 5,
): string[] {
  return (errors ?? []).slice(0, max).map((e) => {
    const where = `${prefix}${e.instancePath || '/'}`;
    return `${where} ${e.message ?? 'is invalid'}`.trim();
  });
}
