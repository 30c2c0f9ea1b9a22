/** The constants and shape of the scoping world (scoping-fixture.ts builds it; its activity file fills it). */

export const G1 = 990_001;
export const G2 = 990_002;

/** Today as YYYY-MM-DD and a date `years` back (used for ages). */
const today = new Date();
export const yearsAgo = (years: number, days = 0) => {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days),
  );
  return d.toISOString().slice(0, 10);
};
export const YEAR = today.getUTCFullYear();

export interface World {
  members: { E: number; S: number; A: number; K: number; O: number };
  publicIds: { E: string; S: string; A: string; K: string; O: string };
  providers: { P1: number; P2: number };
  accounts: Record<
    | 'employee'
    | 'dependent'
    | 'other'
    | 'employer'
    | 'employer2'
    | 'provider'
    | 'provider2'
    | 'nurse'
    | 'csr'
    | 'admin',
    string
  >;
  accountIds: Record<string, number>;
  claimIds: number[];
  precerts: { kidP1: number; adultP2: number; otherP1: number };
  conversations: { employee: number; queue: number; other: number };
}
