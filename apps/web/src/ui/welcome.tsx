import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** The dashboard heading: the page's h1 and a greeting. */
export function DashboardHeading({ firstName }: { firstName: string | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {firstName && (
        <Text mt={-8} mb="md" c="dimmed">
          {t('welcome', { name: firstName })}
        </Text>
      )}
    </>
  );
}
