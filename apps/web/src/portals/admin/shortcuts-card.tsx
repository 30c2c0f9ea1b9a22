import { Anchor, List, Text } from '@mantine/core';
import { hasPermission } from '@bp/contract/permissions';
import { useTranslation } from 'react-i18next';
import { navItemsFor } from '../../lib/route-catalogue';
import { guardUserOf } from '../../lib/route-access';
import { TRANSPARENCY_URL } from '../../lib/constants';
import { useSession } from '../../lib/session-store';
import { AppLink } from '../../ui/app-link';
import { SectionCard } from '../../ui/section-card';

/** Staff shortcuts: the admin pages this user may open, and the published transparency files. */
export function ShortcutsCard() {
  const { t } = useTranslation(['dashboard', 'nav']);
  const session = useSession((s) => s);
  const user = guardUserOf(session);
  const pages = user ? navItemsFor('admin', user).filter((i) => i.name !== 'admin.dashboard') : [];
  const mrf = hasPermission(session.permissions, 'MRF_MAINTENANCE');
  return (
    <SectionCard title={t('dashboard:shortcuts.title')}>
      <List spacing="xs">
        {pages.map((p) => (
          <List.Item key={p.name}>
            <AppLink to={p.path}>{t(`nav:${p.labelKey}`)}</AppLink>
          </List.Item>
        ))}
        <List.Item>
          <Anchor href={TRANSPARENCY_URL} target="_blank" rel="noopener">
            {t('dashboard:shortcuts.transparency')}
          </Anchor>
          {mrf && (
            <Text size="xs" c="dimmed">
              {t('dashboard:shortcuts.transparencyHint')}
            </Text>
          )}
        </List.Item>
        <List.Item>
          <AppLink to="/contact-support">{t('dashboard:shortcuts.support')}</AppLink>
        </List.Item>
      </List>
    </SectionCard>
  );
}
