import type { Conversation } from '@bp/contract/api/conversations';

/** A status change needs a resolution type when it resolves the conversation (contract: Update). */
export function statusChangeProblem(
  status: Conversation['status'],
  resolutionTypeId: string,
): 'required' | null {
  return status === 'Resolved' && !/^\d+$/.test(resolutionTypeId) ? 'required' : null;
}
