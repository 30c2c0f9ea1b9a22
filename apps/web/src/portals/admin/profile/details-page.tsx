import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  MemberAccumulatorsCard,
  MemberCoverageCard,
} from '../../../features/coverage/member-coverage-cards';
import { PlanBenefitsPanel } from '../../../features/coverage/plan-benefits-panel';
import { HouseholdCard } from '../../../features/members/household-card';
import { MemberDetailsCard } from '../../../features/members/member-details-card';
import { AppLink } from '../../../ui/app-link';
import { adminPaths } from '../paths';

/**
 * `/admin/member-profile/{id}/details` (admin.memberProfileDetails): demographics, coverage, household,
 * the plans' benefits and the accumulators of the current plan year.
 */
export default function AdminMemberDetailsPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
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
            <AppLink to={adminPaths.details(m.memberId)}>{`${m.firstName} ${m.lastName}`}</AppLink>
          )
        }
      />
      <MemberAccumulatorsCard memberId={id} />
      <PlanBenefitsPanel memberId={id} />
    </Stack>
  );
}
