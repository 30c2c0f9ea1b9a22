import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  MemberAccumulatorsCard,
  MemberCoverageCard,
} from '../../features/coverage/member-coverage-cards';
import { PlanBenefitsPanel } from '../../features/coverage/plan-benefits-panel';
import { HouseholdCard } from '../../features/members/household-card';
import { MemberDetailsCard } from '../../features/members/member-details-card';
import { AppLink } from '../../ui/app-link';
import { employerPaths } from './paths';
import { useEmployerMemberProfile } from './use-member-profile';

/**
 * `/employer/member-profile/{id}/details` (employer.memberProfileDetails): enrollment data — demographics,
 * coverage, household, the plans' benefits; the accumulators (claim-level data) only when the member's
 * claims are open to the caller.
 */
export default function EmployerMemberDetailsPage() {
  const { t } = useTranslation('employer');
  const { id = '' } = useParams();
  // The layout reads the same profile (one request, shared by the query key).
  const claimsVisible = useEmployerMemberProfile(id).profile.data?.claimsVisible === true;
  return (
    <Stack>
      <MemberDetailsCard memberId={id} />
      <MemberCoverageCard memberId={id} />
      <HouseholdCard
        memberId={id}
        title={t('details.household')}
        tableLabel={t('details.householdTable')}
        renderName={(m) =>
          m.memberId === id ? (
            `${m.firstName} ${m.lastName}`
          ) : (
            <AppLink to={employerPaths.details(m.memberId)}>
              {`${m.firstName} ${m.lastName}`}
            </AppLink>
          )
        }
      />
      {claimsVisible && <MemberAccumulatorsCard memberId={id} />}
      <PlanBenefitsPanel memberId={id} />
    </Stack>
  );
}
