import { Button, SimpleGrid } from '@mantine/core';
import {
  IconCreditCard,
  IconFileText,
  IconGavel,
  IconId,
  IconMail,
  IconMessages,
  IconNotes,
  IconShieldCheck,
  IconUserEdit,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { meetsRouteRequirements, routePath } from '@bp/contract/routes';
import { Link } from 'react-router';
import { isImplemented, routeEntry } from '../../lib/route-catalogue';
import { guardUserOf } from '../../lib/route-access';
import { useSession } from '../../lib/session-store';
import { SectionCard } from '../../ui/section-card';
import { useAllowedRoutes } from './allowed-routes';

/** The member's everyday destinations, in this order; only those the member may open are shown. */
const QUICK_LINKS: readonly [string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>][] =
  [
    ['member.claims', IconNotes],
    ['member.plans', IconShieldCheck],
    ['member.payWithFSA', IconCreditCard],
    ['member.documents', IconFileText],
    ['member.requestIdCard', IconId],
    ['member.messageCenter', IconMessages],
    ['member.memberLetterHistory', IconMail],
    ['member.appeals', IconGavel],
  ];

/** Dashboard quick links (claims, my plans, pay with FSA, documents, ID card request, messages …). */
export function QuickLinksCard() {
  const { t } = useTranslation(['dashboard', 'nav']);
  const listed = useAllowedRoutes(QUICK_LINKS.map(([name]) => name));
  // The online demographic change (update-info/contact) has a path parameter, so it is added by hand.
  const user = guardUserOf(useSession((s) => s));
  const contact =
    user &&
    isImplemented('member.updateInfo') &&
    meetsRouteRequirements(routeEntry('member.updateInfo'), user)
      ? [
          {
            name: 'member.updateInfo',
            path: routePath('member.updateInfo', { name: 'contact' }),
            baseName: 'updateInfo',
          },
        ]
      : [];
  const routes = [...listed, ...contact];
  if (routes.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:quickLinks.title')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {routes.map((r) => {
          const Icon = QUICK_LINKS.find(([name]) => name === r.name)?.[1] ?? IconUserEdit;
          return (
            <li key={r.name}>
              <Button
                component={Link}
                to={r.path}
                variant="light"
                fullWidth
                justify="flex-start"
                h="auto"
                mih={36}
                py={6}
                leftSection={<Icon size={18} aria-hidden />}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              >
                {t(`nav:routes.${r.baseName}`)}
              </Button>
            </li>
          );
        })}
      </SimpleGrid>
    </SectionCard>
  );
}
