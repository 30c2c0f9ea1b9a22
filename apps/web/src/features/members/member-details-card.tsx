import { SimpleGrid } from '@mantine/core';
import type { Member } from '@bp/contract/api/members';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useMemberProfileAdmin } from './use-members';

function Details({ member }: { member: Member }) {
  const { t } = useTranslation(['provider', 'coverage']);
  const fmt = useFormat();
  const a = member.address;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
      <DetailItem label={t('profile.fields.name')}>
        {[member.firstName, member.middleInitial, member.lastName].filter(Boolean).join(' ')}
      </DetailItem>
      <DetailItem label={t('profile.fields.memberId')}>{member.memberId}</DetailItem>
      <DetailItem label={t('profile.fields.dateOfBirth')}>
        {fmt.date(member.dateOfBirth)}
      </DetailItem>
      <DetailItem label={t('profile.fields.gender')}>
        {t(`provider:gender.${member.gender}`, { defaultValue: member.gender })}
      </DetailItem>
      <DetailItem label={t('profile.fields.relationship')}>
        {t(`coverage:relationships.${member.relationship}`, { defaultValue: member.relationship })}
      </DetailItem>
      <DetailItem label={t('profile.fields.status')}>
        {t(`provider:memberStatus.${member.status}`, { defaultValue: member.status })}
      </DetailItem>
      <DetailItem label={t('profile.fields.group')}>
        {`${member.groupNumber} · ${member.groupName}`}
      </DetailItem>
      <DetailItem label={t('profile.fields.address')}>
        {a
          ? [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`]
              .filter(Boolean)
              .join(', ')
          : ''}
      </DetailItem>
      <DetailItem label={t('profile.fields.phone')}>
        {member.homePhone ?? member.workPhone ?? ''}
      </DetailItem>
    </SimpleGrid>
  );
}

/** The member's demographics as a provider sees them (Member/Profile/Admin). */
export function MemberDetailsCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation('provider');
  const query = useMemberProfileAdmin(memberId);
  return (
    <SectionCard title={t('profile.detailsTitle')}>
      <QueryState query={query} emptyText="">
        {(data) => <Details member={data.empdep} />}
      </QueryState>
    </SectionCard>
  );
}
