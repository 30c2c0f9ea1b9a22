import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';

/** The anonymous pages link to each other and back to sign in. */
export function AnonymousLinks() {
  const { t } = useTranslation('anonymous');
  return (
    <Group gap="lg" mt="xl" component="nav" aria-label={t('links.label')}>
      <AppLink to="/user/eligibility-check" size="sm">
        {t('links.eligibility')}
      </AppLink>
      <AppLink to="/user/anon-claims-search" size="sm">
        {t('links.claims')}
      </AppLink>
      <AppLink to="/" size="sm">
        {t('links.signIn')}
      </AppLink>
    </Group>
  );
}
