import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AnonClaimDetailsView } from '../../features/claims/anon-claim-details';
import { anonClaimParamsOf, anonClaimProofOf } from '../../features/claims/anon-claim-search';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { AnonymousLinks } from './anonymous-links';

/**
 * `/user/anon-claim-details/{taxId}/{fullClaimNumber}` — a claim found by the anonymous search; the check
 * or patient account number that proves it comes from the search in router state.
 */
export default function AnonClaimDetailsPage() {
  const { t } = useTranslation('anonymous');
  const { id, claimId } = useParams();
  const location = useLocation();
  const params = anonClaimParamsOf(id, claimId);
  const proof = anonClaimProofOf(location.state);
  return (
    <>
      <AppLink to="/user/anon-claims-search" size="sm">
        {t('claims.details.back')}
      </AppLink>
      <PageTitle>
        {params
          ? t('claims.details.title', { number: params.fullClaimNumber })
          : t('claims.details.titleUnknown')}
      </PageTitle>
      <AnonClaimDetailsView claimKey={params && proof ? { ...params, ...proof } : null} />
      <AnonymousLinks />
    </>
  );
}
