import type { EndpointBody } from '@bp/contract';
import type { emailRoutingTypeAhead } from '@bp/contract/api/content';
import type { ServiceCtx } from '../../http/context.js';
import { subjectPortal } from './conversation-service.js';
import * as routing from './routing-repo.js';

const ROLE_CLASS_OF_PORTAL = {
  member: 'Members',
  employer: 'EmployerVendor',
  provider: 'Provider',
} as const;
type PortalKey = keyof typeof ROLE_CLASS_OF_PORTAL;

/**
 * EmailRouting/GetSubjects: the active subjects the caller's portal offers (staff: every one), in the
 * caller's language, by their sort order. Every subject goes to the staff queue (emailRouted false).
 */
export async function subjects(c: ServiceCtx) {
  const sp = c.language === 'sp';
  const rows = await routing.activeSubjects(c.db, subjectPortal(c.caller));
  return rows.map((r) => ({
    subjectId: r.id,
    description: sp ? r.subjectSp : r.subjectEn,
    roleClasses: r.portals
      .filter((p): p is PortalKey => p in ROLE_CLASS_OF_PORTAL)
      .map((p) => ROLE_CLASS_OF_PORTAL[p]),
    emailRouted: false,
  }));
}

/**
 * EmailRouting/v2/TypeAhead: subjects (by name, either language) then staff accounts holding Receive
 * Message (by name or username), at most `limit` in all.
 */
export async function typeAhead(c: ServiceCtx, b: EndpointBody<typeof emailRoutingTypeAhead>) {
  const sp = c.language === 'sp';
  const subjects = await routing.subjectsLike(c.db, b.query, b.limit);
  const staff =
    subjects.length < b.limit
      ? await routing.receiversLike(c.db, b.query, b.limit - subjects.length)
      : [];
  return [
    ...subjects.map((s) => ({
      id: s.id,
      kind: 'Subject' as const,
      name: sp ? s.subjectSp : s.subjectEn,
      email: null,
    })),
    ...staff.map((a) => ({
      id: a.id,
      kind: 'Staff' as const,
      name: [a.firstName, a.lastName].filter(Boolean).join(' ') || a.username,
      email: a.email,
    })),
  ];
}
