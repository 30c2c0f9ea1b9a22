import { useTranslation } from 'react-i18next';
import { AnonClaimSearchForm } from '../../features/claims/anon-claim-search-form';
import { PageTitle } from '../../ui/page-title';
import { AnonymousLinks } from './anonymous-links';

/** `/user/anon-claims-search` — a provider office finds a claim without signing in (spec §2). */
export default function AnonClaimsSearchPage() {
  const { t } = useTranslation('anonymous');
  return (
    <>
      <PageTitle>{t('claims.title')}</PageTitle>
      <AnonClaimSearchForm />
      <AnonymousLinks />
    </>
  );
}
