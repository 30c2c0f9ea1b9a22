import { brandForHost, type Brand } from '@bp/contract/brands';

export type { Brand };

/** The brand of the current host (spec §1: one brand variant per host name). */
export function currentBrand(
  hostname: string = globalThis.location?.hostname ?? 'localhost',
): Brand {
  return brandForHost(hostname);
}
