import { isImplemented, routeEntry } from '../../lib/route-catalogue';

/** Where a member follows the conversation a request opened: the message center, once this build has it. */
export function messageCenterPath(): string | undefined {
  return isImplemented('member.messageCenter')
    ? routeEntry('member.messageCenter').path
    : undefined;
}
