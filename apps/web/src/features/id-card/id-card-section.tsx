import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { IdCardViewer } from './id-card-viewer';
import { useIdCardList } from './use-id-cards';

/**
 * Dashboard: whose ID cards the policy has, and a "View ID card" dialog with the cards, the PDF download
 * and (when the member may ask for one) the mailed-card request.
 */
export function IdCardSection({ requestCardPath }: { requestCardPath?: string | undefined }) {
  const { t } = useTranslation(['idcard', 'coverage']);
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 576px)', undefined, { getInitialValueInEffect: false });
  const list = useIdCardList();
  return (
    <SectionCard title={t('title')}>
      <QueryState query={list} defer isEmpty={(d) => d.length === 0} emptyText={t('empty')}>
        {(entries) => {
          const first = entries.find((e) => e.available) ?? entries[0]!;
          const people = [...new Set(entries.map((e) => e.memberName))];
          const coverages = [
            ...new Set(
              entries.filter((e) => e.available && e.coverageType).map((e) => e.coverageType!),
            ),
          ];
          return (
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {t('summary', { name: first.memberName, memberId: first.memberId })}
              </Text>
              {people.length > 1 && (
                <Text size="sm" c="dimmed">
                  {people.join(', ')}
                </Text>
              )}
              {coverages.length > 0 && (
                <Text size="sm" c="dimmed">
                  {coverages
                    .map((c) => t(`coverage:coverageTypes.${c}`, { defaultValue: c }))
                    .join(' · ')}
                </Text>
              )}
              <Button leftSection={<IconId size={16} aria-hidden />} onClick={open}>
                {t('view')}
              </Button>
            </Stack>
          );
        }}
      </QueryState>
      <Modal
        opened={opened}
        onClose={close}
        title={t('cardsTitle')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <IdCardViewer requestCardPath={requestCardPath} />
      </Modal>
    </SectionCard>
  );
}
