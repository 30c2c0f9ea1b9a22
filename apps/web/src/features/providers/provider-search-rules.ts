import { providerSearch } from '@bp/contract/api/providers';
import { validateWith, type Validation } from '../../lib/validate';
import type { ProviderCriteria } from './use-providers';

/** What is typed into the provider search. */
export interface ProviderSearchValues {
  name: string;
  npi: string;
  taxId: string;
  providerNumber: string;
  specialty: string;
}

export const EMPTY_PROVIDER_SEARCH: ProviderSearchValues = {
  name: '',
  npi: '',
  taxId: '',
  providerNumber: '',
  specialty: '',
};

/**
 * The provider search's criteria (contract rules): NPI ten digits not all zero, tax id 12-3456789, at
 * least one field. "Nothing typed" is reported on the first field (name) so the focus lands there.
 */
export function validateProviderSearch(v: ProviderSearchValues): Validation<ProviderCriteria> {
  const criteria = Object.fromEntries(
    Object.entries(v)
      .map(([k, x]) => [k, x.trim()] as const)
      .filter(([, x]) => x !== ''),
  ) as ProviderCriteria;
  const checked = validateWith(providerSearch.body, {
    ...criteria,
    pageNumber: 1,
    itemsPerPage: 20,
  });
  if (checked.ok) return { ok: true, data: criteria };
  const { _form: form, ...fields } = checked.fields;
  if (form && Object.keys(fields).length === 0) return { ok: false, fields: { name: form } };
  return { ok: false, fields };
}
