import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/**
 * The dashboard heading: the page's h1, a greeting and, where given, an introduction (the member
 * dashboard's is prerendered into its HTML: src/prerender/page-frames.tsx).
 */
export function DashboardHeading({
  firstName,
  intro,
}: {
  firstName: string | undefined;
  intro?: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {firstName && (
        <Text mt={-8} mb={intro ? 'xs' : 'md'} c="dimmed">
          {t('welcome', { name: firstName })}
        </Text>
      )}
      {intro && <Text mb="md">{intro}</Text>}
    </>
  );
}
