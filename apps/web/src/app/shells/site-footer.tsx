import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../lib/brand';
import { TRANSPARENCY_URL } from '../../lib/constants';
import { AppLink } from '../../ui/app-link';

/** Footer: transparency files, contact support, privacy policy and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <Group component="footer" justify="space-between" gap="sm" py="md" px="md" wrap="wrap">
      <Group component="nav" aria-label={t('footer.label')} gap="md">
        <AppLink to={TRANSPARENCY_URL} size="sm">
          {t('footer.transparency')}
        </AppLink>
        <AppLink to="/contact-support" size="sm">
          {t('footer.contactSupport')}
        </AppLink>
        <AppLink to="/privacy" size="sm">
          {t('footer.privacy')}
        </AppLink>
      </Group>
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: currentBrand().name })}
      </Text>
    </Group>
  );
}
