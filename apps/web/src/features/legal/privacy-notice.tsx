import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../lib/brand';
import { PageTitle } from '../../ui/page-title';

const SECTIONS = ['collect', 'use', 'share', 'rights', 'security', 'contact'] as const;

/** A short privacy notice for the portal (HIPAA-style plain language). */
export function PrivacyNotice() {
  const { t } = useTranslation('legal');
  const brand = currentBrand();
  return (
    <Stack>
      <PageTitle>{t('privacy.title')}</PageTitle>
      <Text>{t('privacy.intro', { brand: brand.name })}</Text>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`privacy-${s}`}>
          <Title order={2} size="h4" id={`privacy-${s}`} mb={4}>
            {t(`privacy.sections.${s}.title`)}
          </Title>
          <Text size="sm">
            {t(`privacy.sections.${s}.body`, {
              email: brand.support.email,
              phone: brand.support.phone,
            })}
          </Text>
        </section>
      ))}
      <List size="sm" c="dimmed">
        <List.Item>{t('privacy.updated')}</List.Item>
      </List>
    </Stack>
  );
}
