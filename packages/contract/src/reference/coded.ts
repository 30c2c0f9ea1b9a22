/** A code with its description, the shape of every reference list. */
export interface CodedValue {
  readonly code: string;
  readonly description: string;
}

/** Looks a code up in a reference list; undefined when absent. */
export function describeCode(list: readonly CodedValue[], code: string): string | undefined {
  return list.find((v) => v.code === code)?.description;
}
