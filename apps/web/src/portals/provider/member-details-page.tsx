import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import {
  MemberAccumulatorsCard,
  MemberCoverageCard,
} from '../../features/coverage/member-coverage-cards';
import { MemberDetailsCard } from '../../features/members/member-details-card';

/** `/provider/member-profile/{id}/details`: demographics, coverage and accumulators of the member. */
export default function ProviderMemberDetailsPage() {
  const { id = '' } = useParams();
  return (
    <Stack>
      <MemberDetailsCard memberId={id} />
      <MemberCoverageCard memberId={id} />
      <MemberAccumulatorsCard memberId={id} />
    </Stack>
  );
}
