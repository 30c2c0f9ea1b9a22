/** Brand variants chosen by host name (spec §1, §9): names, logos, colours, support contacts, transaction ids. */

/** Numeric ids of the custom transactions, in the spec's order. */
export interface CustomTransactionIds {
  readonly certificateOfCoverage: number;
  readonly precert: number;
  readonly providerRegistration: number;
  readonly memberRegistration: number;
  readonly terminationRequest: number;
  readonly locationChange: number;
  readonly contactUpdate: number;
  readonly newEnrollment: number;
}

export type BrandId = 'default' | 'alternate';

/** One brand variant. Logo values are asset file names under the web's public/brand/ folder. */
export interface Brand {
  readonly id: BrandId;
  readonly name: string;
  readonly logos: { readonly full: string; readonly mark: string; readonly favicon: string };
  readonly colors: {
    readonly primary: string;
    readonly secondary: string;
    readonly accent: string;
  };
  readonly support: {
    readonly phone: string;
    readonly email: string;
    readonly website: string;
    readonly precertPhone: string;
  };
  readonly customTransactions: CustomTransactionIds;
}

/** The default brand. Contacts use reserved example values (555-01xx numbers, .example domains). */
export const DEFAULT_BRAND: Brand = {
  id: 'default',
  name: 'Benefits Portal',
  logos: { full: 'default-logo.svg', mark: 'default-mark.svg', favicon: 'default-favicon.ico' },
  colors: { primary: '#1c5d99', secondary: '#3fa7a3', accent: '#f2a541' },
  support: {
    phone: '1-800-555-0100',
    precertPhone: '1-800-555-0110',
    email: 'support@benefits-portal.example',
    website: 'https://www.benefits-portal.example',
  },
  customTransactions: {
    certificateOfCoverage: 10,
    precert: 8,
    providerRegistration: 14,
    memberRegistration: 16,
    terminationRequest: 13,
    locationChange: 12,
    contactUpdate: 11,
    newEnrollment: 169,
  },
};

/** The alternate brand. */
export const ALTERNATE_BRAND: Brand = {
  id: 'alternate',
  name: 'Summit Plan Services',
  logos: {
    full: 'alternate-logo.svg',
    mark: 'alternate-mark.svg',
    favicon: 'alternate-favicon.ico',
  },
  colors: { primary: '#2e4a3f', secondary: '#7a9e7e', accent: '#d9822b' },
  support: {
    phone: '1-800-555-0199',
    precertPhone: '1-800-555-0188',
    email: 'help@summit-plan.example',
    website: 'https://www.summit-plan.example',
  },
  customTransactions: {
    certificateOfCoverage: 181,
    precert: 175,
    providerRegistration: 176,
    memberRegistration: 182,
    terminationRequest: 178,
    locationChange: 179,
    contactUpdate: 180,
    newEnrollment: 177,
  },
};

export const BRANDS: Record<BrandId, Brand> = {
  default: DEFAULT_BRAND,
  alternate: ALTERNATE_BRAND,
};

/** The transaction names in the spec's order. */
export const CUSTOM_TRANSACTION_NAMES = [
  'certificateOfCoverage',
  'precert',
  'providerRegistration',
  'memberRegistration',
  'terminationRequest',
  'locationChange',
  'contactUpdate',
  'newEnrollment',
] as const satisfies readonly (keyof CustomTransactionIds)[];

/**
 * True when a host name selects the alternate brand: its first label is `alt` or starts with `alt-`,
 * or any label contains `alternate` or `summit` (e.g. alt.portal.example, alt-staging.portal.example,
 * portal.alternate.example, summit-benefits.example). A port, trailing dot and case are ignored.
 */
export function isAlternateHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const labels = host.split('.');
  const first = labels[0] ?? '';
  return (
    first === 'alt' ||
    first.startsWith('alt-') ||
    labels.some((l) => l.includes('alternate') || l.includes('summit'))
  );
}

/** The brand for a host name (spec §1: the brand variant is selected by {host}). */
export function brandForHost(hostname: string | null | undefined): Brand {
  return hostname && isAlternateHost(hostname) ? ALTERNATE_BRAND : DEFAULT_BRAND;
}
