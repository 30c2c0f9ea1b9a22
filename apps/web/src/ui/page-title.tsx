import { Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's one h1; also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${children} · ${t('appName')}`;
  }, [children, t]);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
