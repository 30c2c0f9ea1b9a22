import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { startAnonymousSession } from '../../../lib/anonymous-session';
import { AppLink } from '../../../ui/app-link';

/**
 * The anonymous pages' links (spec §4 "Anonymous login"): a click starts an anonymous session (grant type
 * anonymous), then opens the page. Should the grant fail, the page is opened anyway and tries again.
 */
function AnonymousLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // new tab: its loader gets a token
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    void startAnonymousSession()
      .catch(() => undefined)
      .finally(() => void navigate(to));
  };
  return (
    <Anchor component={Link} to={to} size="sm" onClick={open} aria-busy={busy || undefined}>
      {children}
    </Anchor>
  );
}

/** Login page links: forgot password, anonymous provider pages, and the create-account buttons. */
export function LoginLinks() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm" mt="md">
      <AppLink to="/need-help" size="sm">
        {t('login.forgotPassword')}
      </AppLink>
      <AnonymousLink to="/user/eligibility-check">{t('login.eligibilityCheck')}</AnonymousLink>
      <AnonymousLink to="/user/anon-claims-search">{t('login.anonClaimsSearch')}</AnonymousLink>
      <Divider my="xs" label={t('login.noAccount')} labelPosition="center" />
      <Text size="sm">{t('login.createAccountIntro')}</Text>
      <Group grow>
        <Button component={Link} to="/member-registration" variant="outline">
          {t('login.newMember')}
        </Button>
        <Button component={Link} to="/provider-registration" variant="outline">
          {t('login.newProvider')}
        </Button>
      </Group>
    </Stack>
  );
}
