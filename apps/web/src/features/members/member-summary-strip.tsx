import { Badge, Paper, SimpleGrid } from '@mantine/core';
import type { Member } from '@bp/contract/api/members';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../ui/detail-item';
import { useFormat } from '../../ui/use-language';

/**
 * Who the member is, above every page of a member's profile (staff and employers): member id, group,
 * dependent number, date of birth, relationship and eligibility status. Before the profile is read (or
 * without View Member Details) only the member id shows.
 */
export function MemberSummaryStrip({
  memberId,
  member,
}: {
  memberId: string;
  member: Member | undefined;
}) {
  const { t } = useTranslation(['admin-profile', 'provider', 'coverage']);
  const fmt = useFormat();
  const id = memberId;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={t('profile.summary')}
      mt={-8}
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="dl" spacing="xs" m={0}>
        <DetailItem label={t('profile.fields.memberId')}>{member?.memberId ?? id}</DetailItem>
        <DetailItem label={t('profile.fields.group')}>
          {member ? `${member.groupNumber} · ${member.groupName}` : ''}
        </DetailItem>
        <DetailItem label={t('profile.fields.dependentNumber')}>
          {member ? String(member.dependentNumber) : ''}
        </DetailItem>
        <DetailItem label={t('profile.fields.dateOfBirth')}>
          {member ? fmt.date(member.dateOfBirth) : ''}
        </DetailItem>
        <DetailItem label={t('profile.fields.relationship')}>
          {member
            ? t(`coverage:relationships.${member.relationship}`, {
                defaultValue: member.relationship,
              })
            : ''}
        </DetailItem>
        <DetailItem label={t('profile.fields.status')}>
          {member ? (
            <Badge
              color={member.status === 'Terminated' ? 'red.9' : 'teal.9'}
              variant="outline"
              radius="sm"
            >
              {t(`provider:memberStatus.${member.status}`, { defaultValue: member.status })}
            </Badge>
          ) : (
            ''
          )}
        </DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
