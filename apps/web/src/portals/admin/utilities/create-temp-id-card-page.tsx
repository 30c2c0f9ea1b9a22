import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberSearch } from '../../../features/members/member-search';
import {
  TempIdCardForm,
  type TempCardMember,
} from '../../../features/temp-id-card/temp-id-card-form';
import { PageTitle } from '../../../ui/page-title';
import { adminPaths } from '../paths';

/**
 * `/admin/utilities/create-temp-id-card` (admin.createTempIdCard, Create Temp ID Card): find a member of
 * the staff member's groups, then issue a temporary ID card (coverage, validity) that the member sees and
 * downloads until it expires.
 */
export default function CreateTempIdCardPage() {
  const { t } = useTranslation('tempcard');
  const [member, setMember] = useState<TempCardMember | null>(null);
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm">{t('intro')}</Text>
      {member ? (
        <TempIdCardForm member={member} onChangeMember={() => setMember(null)} />
      ) : (
        <MemberSearch
          profilePath={adminPaths.details}
          audience="staff"
          sortProperty="groupNumber"
          columns={[
            {
              header: t('columns.actions'),
              cell: (m) => {
                const name = `${m.firstName} ${m.lastName}`;
                return (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('selectMember', { name })}
                    onClick={() =>
                      setMember({
                        memberId: m.memberId,
                        name,
                        groupNumber: m.groupNumber,
                        groupName: m.groupName,
                      })
                    }
                  >
                    {t('select')}
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </Stack>
  );
}
