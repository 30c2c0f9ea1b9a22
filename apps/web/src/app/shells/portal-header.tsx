import { ActionIcon, Box, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/session-actions';
import { useSession } from '../../lib/session-store';
import { UnreadMessagesLink } from '../../features/messaging/unread-link';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguagePicker } from '../../ui/language-picker';
import { ImpersonationBanner } from './impersonation-banner';

/** Header of a portal: logo, user name, messages (unread count), language picker, sign out; the impersonation banner above. */
export function PortalHeader({
  navOpened,
  onToggleNav,
  extra,
  messagesPath,
  frame = false,
}: {
  navOpened: boolean;
  onToggleNav: () => void;
  extra?: ReactNode;
  /** The message centre, when the user has one: the header shows a link with the unread count. */
  messagesPath?: string | undefined;
  /** The prerendered frame (PortalShell): logo and a burger that works once the app has loaded. */
  frame?: boolean;
}) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.userName : '';

  const signOut = async () => {
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <>
      <ImpersonationBanner />
      {/* On a phone (390 px) burger, logo, messages, language and sign-out share the row: tighter gaps. */}
      <Group h={60} px={{ base: 'sm', xs: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="xs"
            size="sm"
            aria-label={t('toggleNavigation')}
            aria-expanded={navOpened}
            aria-controls="portal-navigation"
            disabled={frame}
          />
          <Box maw={{ base: 120, xs: 'none' }} style={{ minWidth: 0, display: 'flex' }}>
            <BrandLogo height={32} />
          </Box>
        </Group>
        {!frame && (
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {extra && (
              <Box visibleFrom="xs" style={{ minWidth: 0 }}>
                {extra}
              </Box>
            )}
            <Text size="sm" fw={500} visibleFrom="xs" data-testid="user-name">
              {t('signedInAs', { name })}
            </Text>
            {messagesPath && <UnreadMessagesLink to={messagesPath} />}
            <LanguagePicker />
            <Button variant="default" size="xs" onClick={() => void signOut()} visibleFrom="xs">
              {t('signOut')}
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => void signOut()}
              hiddenFrom="xs"
              aria-label={t('signOut')}
            >
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </>
  );
}
