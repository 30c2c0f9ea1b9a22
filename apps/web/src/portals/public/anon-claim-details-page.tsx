import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AnonClaimDetailsView } from '../../features/claims/anon-claim-details';
import { anonClaimParamsOf } from '../../features/claims/anon-claim-search';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { AnonymousLinks } from './anonymous-links';

/** `/user/anon-claim-details/{taxId}/{fullClaimNumber}` — a claim found by the anonymous search. */
export default function AnonClaimDetailsPage() {
  const { t } = useTranslation('anonymous');
  const { id, claimId } = useParams();
  const key = anonClaimParamsOf(id, claimId);
  return (
    <>
      <AppLink to="/user/anon-claims-search" size="sm">
        {t('claims.details.back')}
      </AppLink>
      <PageTitle>
        {key
          ? t('claims.details.title', { number: key.fullClaimNumber })
          : t('claims.details.titleUnknown')}
      </PageTitle>
      <AnonClaimDetailsView claimKey={key} />
      <AnonymousLinks />
    </>
  );
}
