import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groups, members } from '../../db/schema/index.js';

/** What the assertions name: the member and its group's partner settings. */
export interface SsoMemberRow {
  memberId: string;
  firstName: string;
  lastName: string;
  groupNumber: number;
  costComparisonTool: boolean;
  healthAccountEmployer: string | null;
}

/** One member row (internal id) with its group's cost-comparison flag and health account employer. */
export async function ssoMember(
  db: DbOrTx,
  memberRowId: number,
): Promise<SsoMemberRow | undefined> {
  const [row] = await db
    .select({
      memberId: members.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      groupNumber: members.groupNumber,
      costComparisonTool: groups.costComparisonTool,
      healthAccountEmployer: groups.healthAccountEmployer,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(eq(members.id, memberRowId))
    .limit(1);
  return row;
}
