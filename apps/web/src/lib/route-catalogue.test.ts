import { describe, expect, it } from 'vitest';
import {
  PERMISSION_KEYS,
  permissionId,
  type PermissionKey,
  type PermissionMap,
} from '@bp/contract/permissions';
import { ROLE_NAMES, portalOf } from '@bp/contract/roles';
import enNav from '../i18n/en/nav.json';
import spNav from '../i18n/sp/nav.json';
import { messageCenterPathFor, navItemsFor, navSectionOf } from './route-catalogue';

function perms(...keys: PermissionKey[]): PermissionMap {
  return Object.fromEntries(
    keys.map((k) => [permissionId(k), { permissionId: permissionId(k), readonly: false }]),
  );
}

const IMPLEMENTED = [
  'admin.dashboard',
  'admin.checkSearch',
  'admin.announcement',
  'admin.claimItemDetails',
  'member.dashboard',
  'provider.termsOfService',
  'provider.dashboard',
];

describe('navigation filtered by permission', () => {
  it('lists only the portal’s implemented routes whose permission the user holds', () => {
    const names = navItemsFor(
      'admin',
      { role: 'CustomerService', permissions: perms('CHECK_SEARCH') },
      IMPLEMENTED,
    ).map((i) => i.name);
    expect(names).toEqual(['admin.dashboard', 'admin.checkSearch']);
  });

  it('shows every permitted entry and nothing of other portals', () => {
    const names = navItemsFor(
      'admin',
      { role: 'Administrator', permissions: perms('CHECK_SEARCH', 'MANAGE_ANNOUNCEMENTS') },
      IMPLEMENTED,
    ).map((i) => i.name);
    expect(names).toContain('admin.announcement');
    expect(names.some((n) => !n.startsWith('admin.'))).toBe(false);
  });

  it('leaves out routes with parameters and flow-only pages', () => {
    const admin = navItemsFor(
      'admin',
      { role: 'Administrator', permissions: perms('VIEW_CLAIMS') },
      IMPLEMENTED,
    ).map((i) => i.name);
    expect(admin).not.toContain('admin.claimItemDetails');
    const provider = navItemsFor(
      'provider',
      { role: 'Provider', permissions: {} },
      IMPLEMENTED,
    ).map((i) => i.name);
    expect(provider).toEqual(['provider.dashboard']);
  });

  it('labels entries from the nav namespace', () => {
    expect(navItemsFor('member', { role: 'Employee', permissions: {} }, IMPLEMENTED)).toEqual([
      { name: 'member.dashboard', path: '/member/dashboard', labelKey: 'routes.dashboard' },
    ]);
  });
});

describe('the current navigation section', () => {
  const member = navItemsFor(
    'member',
    { role: 'Employee', permissions: perms('VIEW_CLAIMS', 'LETTERS') },
    [
      'member.dashboard',
      'member.claims',
      'member.claimDetails',
      'member.memberLetterHistory',
      'member.memberLetterDetails',
    ],
  );
  const sectionOf = (path: string) => navSectionOf('member', path, member)?.name;

  it('is the entry of the page itself', () => {
    expect(sectionOf('/member/claims')).toBe('member.claims');
  });

  it('is the entry a details page is reached from', () => {
    expect(sectionOf('/member/claim-details/2604-100000085-0')).toBe('member.claims');
    expect(sectionOf('/member/member-letter-details/42')).toBe('member.memberLetterHistory');
  });

  it('is none for a page outside the navigation', () => {
    expect(sectionOf('/member/claim-details')).toBeUndefined();
    expect(sectionOf('/member/unknown')).toBeUndefined();
  });
});

describe('the provider portal navigation', () => {
  const provider = navItemsFor(
    'provider',
    {
      role: 'Provider',
      permissions: perms('VIEW_CLAIMS', 'VIEW_MEMBER_DETAILS', 'WLT_PRECERTS', 'PRE_CERTIFICATION'),
    },
    [
      'provider.dashboard',
      'provider.memberSearch',
      'provider.memberProfileDetails',
      'provider.claimDetails',
      'provider.claimItemDetails',
      'provider.providerPreCertification',
    ],
  );

  it('names the member search "Eligibility and members" and leaves out pages with parameters', () => {
    expect(provider.map((i) => [i.name, i.labelKey])).toEqual([
      ['provider.dashboard', 'routes.dashboard'],
      ['provider.memberSearch', 'routes.providerMemberSearch'],
      ['provider.providerPreCertification', 'routes.providerPreCertification'],
    ]);
  });

  it('keeps the member search current on a member’s pages and claims', () => {
    const sectionOf = (path: string) => navSectionOf('provider', path, provider)?.name;
    expect(sectionOf('/provider/member-profile/M1/details')).toBe('provider.memberSearch');
    expect(sectionOf('/provider/member-profile/M1/claims/24-1-1')).toBe('provider.memberSearch');
    expect(sectionOf('/provider/claim-item-details/M1/24-1-1')).toBe('provider.memberSearch');
  });

  it('hides the member search without View Member Details', () => {
    const names = navItemsFor('provider', { role: 'Provider', permissions: {} }, [
      'provider.memberSearch',
    ]).map((i) => i.name);
    expect(names).toEqual([]);
  });
});

describe('messages in the navigation and the header', () => {
  const messaging = [
    'member.messages',
    'member.messageCenter',
    'member.composeMessage',
    'member.composeMessageWithSubject',
    'member.conversationDetails',
  ];

  it('lists the message centre as "Messages", not the compose page or the redirect', () => {
    const items = navItemsFor('member', { role: 'Employee', permissions: {} }, messaging);
    expect(items).toEqual([
      {
        name: 'member.messageCenter',
        path: '/member/messages/message-center',
        labelKey: 'routes.messages',
      },
    ]);
    const sectionOf = (path: string) => navSectionOf('member', path, items)?.name;
    expect(sectionOf('/member/messages/compose_message')).toBe('member.messageCenter');
    expect(sectionOf('/member/messages/compose_message/Claims')).toBe('member.messageCenter');
    expect(sectionOf('/member/messages/conversation-details/12/40')).toBe('member.messageCenter');
  });

  it('links the header to the message centre the user may open', () => {
    expect(messageCenterPathFor('member', { role: 'Employee', permissions: {} })).toBe(
      '/member/messages/message-center',
    );
    expect(messageCenterPathFor('provider', { role: 'Provider', permissions: {} })).toBe(
      '/provider/messages/message-center',
    );
    expect(
      messageCenterPathFor('admin', {
        role: 'CustomerService',
        permissions: perms('RECEIVE_MESSAGE'),
      }),
    ).toBe('/admin/messages/message-center');
    expect(messageCenterPathFor('admin', { role: 'CustomerService', permissions: {} })).toBe(
      undefined,
    );
    expect(messageCenterPathFor('member', null)).toBeUndefined();
  });
});

describe('navigation labels', () => {
  // Every role with every permission and groups allowing everything: the widest menu of each portal.
  const widest = ROLE_NAMES.map((role) => ({
    role,
    items: navItemsFor(portalOf(role), {
      role,
      permissions: perms(...PERMISSION_KEYS),
      groups: [{ enrollment: true, demographicUpdate: true }],
      providerVerification: 'pending',
    }),
  }));
  const label = (nav: unknown, key: string): unknown =>
    key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], nav);

  it('has every menu entry’s label in English and Spanish (no raw key shows)', () => {
    for (const { role, items } of widest)
      for (const item of items) {
        expect(typeof label(enNav, item.labelKey), `${role} ${item.name} en`).toBe('string');
        expect(typeof label(spNav, item.labelKey), `${role} ${item.name} sp`).toBe('string');
      }
  });

  it('never lists two entries under the same label in one menu', () => {
    for (const { role, items } of widest)
      for (const nav of [enNav, spNav]) {
        const labels = items.map((i) => label(nav, i.labelKey));
        expect(labels.length - new Set(labels).size, `${role}: ${labels.join(', ')}`).toBe(0);
      }
  });
});
