import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHouseholdMembers, useSubjects } from './use-conversations';

/**
 * Whom a new message is about: members pick someone of their household; employers and providers may type
 * a member id; staff must type the member they write to. Nothing for 'none'.
 */
export function ComposeMemberField({
  memberChoice,
  value,
  error,
  onChange,
}: {
  memberChoice: 'household' | 'memberId' | 'recipient' | 'none';
  value: string;
  error: string | undefined;
  onChange: (memberId: string) => void;
}) {
  const { t } = useTranslation('messaging');
  const household = useHouseholdMembers(memberChoice === 'household');
  if (memberChoice === 'none') return null;
  if (memberChoice === 'household')
    return (
      <NativeSelect
        label={t('messaging:compose.aboutMember')}
        description={t('messaging:compose.aboutMemberHint')}
        data={[
          { value: '', label: t('messaging:compose.noMember') },
          ...(household.data ?? [])
            .filter((m) => m.accessGranted)
            .map((m) => ({ value: m.memberId, label: `${m.firstName} ${m.lastName}` })),
        ]}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  const recipient = memberChoice === 'recipient';
  return (
    <TextInput
      label={t(recipient ? 'messaging:compose.recipient' : 'messaging:compose.memberId')}
      description={t(
        recipient ? 'messaging:compose.recipientHint' : 'messaging:compose.memberIdHint',
      )}
      withAsterisk={recipient}
      value={value}
      maxLength={20}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** The subject of a new message, from the subjects of the caller's portal. */
export function ComposeSubjectField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (subjectId: string) => void;
}) {
  const { t } = useTranslation('messaging');
  const subjects = useSubjects();
  return (
    <NativeSelect
      label={t('messaging:compose.subject')}
      withAsterisk
      data={[
        { value: '', label: t('messaging:compose.chooseSubject') },
        ...(subjects.data ?? []).map((s) => ({
          value: String(s.subjectId),
          label: s.description,
        })),
      ]}
      value={value}
      disabled={subjects.isPending}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
