import { Anchor, Stack } from '@mantine/core';
import { routePath } from '@bp/contract/routes';
import { parseClaimNumber } from '@bp/contract/rules/claim-number';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ClaimDetailsView } from '../../features/claims/claim-details';
import type { FromListState } from '../../features/claims/claim-links';
import { PageTitle } from '../../ui/page-title';

/**
 * `/member/claim-details/:claimNumber` (member.claimDetails, VIEW_CLAIMS): one claim, its lines, codes,
 * payments and EOB; a denied claim's plain-words reasons and its appeal panel (issue 31).
 */
export default function ClaimDetailsPage() {
  const { t } = useTranslation('claims');
  const { claimNumber = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as FromListState | null)?.listSearch ?? '';
  const parts = parseClaimNumber(claimNumber);
  return (
    <Stack>
      <Anchor component={Link} to={routePath('member.claims') + listSearch} size="sm">
        {t('details.back')}
      </Anchor>
      <PageTitle>
        {parts ? t('details.title', { number: claimNumber }) : t('details.titleUnknown')}
      </PageTitle>
      <ClaimDetailsView parts={parts} appealPortal="member" />
    </Stack>
  );
}
