/**
 * The check-run view routes show `{groupNumber}.{checkRunDefinitionId}/{date}` (spec §2). React Router
 * params are whole segments, so the first segment is one param, `:checkRunKey`, built and read here.
 */

/** Identifies one check run of a group on a day. */
export interface CheckRunRef {
  groupNumber: number;
  checkRunDefinitionId: number;
  /** yyyy-MM-dd. */
  date: string;
}

/** The `:checkRunKey` segment: `{groupNumber}.{checkRunDefinitionId}`. */
export function checkRunKey(
  ref: Pick<CheckRunRef, 'groupNumber' | 'checkRunDefinitionId'>,
): string {
  return `${ref.groupNumber}.${ref.checkRunDefinitionId}`;
}

/** The params of a check-run view route for routePath(). */
export function checkRunParams(ref: CheckRunRef): { checkRunKey: string; date: string } {
  return { checkRunKey: checkRunKey(ref), date: ref.date };
}

/**
 * Reads the check-run params: numbers for the group and definition id, the date as a date-time at
 * midnight (`yyyy-MM-ddT00:00:00`, spec §2). Null when any part is malformed.
 */
export function parseCheckRunParams(params: {
  checkRunKey?: string;
  date?: string;
}): { groupNumber: number; checkRunDefinitionId: number; dateTime: string } | null {
  const key = /^(-?\d+)\.(\d+)$/.exec(params.checkRunKey ?? '');
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(params.date ?? '');
  if (!key || !date) return null;
  const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return {
    groupNumber: Number(key[1]),
    checkRunDefinitionId: Number(key[2]),
    dateTime: `${date[1]}-${date[2]}-${date[3]}T00:00:00`,
  };
}
