import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { quickViewIdentityOf } from '../../features/eligibility/rules';
import { QuickView } from '../../features/eligibility/quick-view';
import { PageTitle } from '../../ui/page-title';
import { AnonymousLinks } from './anonymous-links';

/** `/user/quick-view` — the household's coverage, opened from an answered eligibility check (spec §2). */
export default function QuickViewPage() {
  const { t } = useTranslation('anonymous');
  const location = useLocation();
  return (
    <>
      <PageTitle>{t('quickView.title')}</PageTitle>
      <Text mb="md" size="sm">
        {t('quickView.intro')}
      </Text>
      <QuickView identity={quickViewIdentityOf(location.state)} />
      <AnonymousLinks />
    </>
  );
}
