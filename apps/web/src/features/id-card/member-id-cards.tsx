import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { IdCardFace } from './id-card-face';
import {
  downloadErrorKey,
  useIdCard,
  useIdCardDownload,
  useIdCardList,
  type CardChoice,
} from './use-id-cards';

function CardDialog({ choice, onClose }: { choice: CardChoice | null; onClose: () => void }) {
  const { t } = useTranslation('idcard');
  const phone = useMediaQuery('(max-width: 576px)', undefined, { getInitialValueInEffect: false });
  const card = useIdCard(choice);
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={t('cardsTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {choice !== null && (
        <QueryState query={card} emptyText={t('empty')}>
          {(c) => (c ? <IdCardFace card={c} /> : <Text>{t('empty')}</Text>)}
        </QueryState>
      )}
    </Modal>
  );
}

/**
 * A named member's ID cards (staff and providers, RedCard/IdCards with memberId): one row per coverage,
 * to view on screen or download as a PDF (spec §8 messages on failure).
 */
export function MemberIdCards({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['idcard', 'coverage', 'messages']);
  const list = useIdCardList(memberId);
  const download = useIdCardDownload();
  const [open, setOpen] = useState<CardChoice | null>(null);
  return (
    <SectionCard title={t('cardsTitle')}>
      <QueryState
        query={list}
        isEmpty={(d) => !d.some((e) => e.memberId === memberId)}
        emptyText={t('empty')}
      >
        {(entries) => (
          <DataTable label={t('cardsTable')} minWidth={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fields.coverage')}</Table.Th>
                <Table.Th scope="col">{t('fields.memberId')}</Table.Th>
                <Table.Th scope="col">{t('actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries
                .filter((e) => e.memberId === memberId)
                .map((e) => {
                  const coverage = e.coverageType
                    ? t(`coverage:coverageTypes.${e.coverageType}`, {
                        defaultValue: e.coverageType,
                      })
                    : t('noCoverage');
                  const choice =
                    e.available && e.coverageType
                      ? { memberId: e.memberId, coverageType: e.coverageType }
                      : null;
                  return (
                    <Table.Tr key={`${e.memberId}-${e.coverageType ?? 'none'}`}>
                      <Table.Th scope="row" fw={500}>
                        {coverage}
                      </Table.Th>
                      <Table.Td>{e.memberId}</Table.Td>
                      <Table.Td>
                        {choice ? (
                          <Group gap="xs">
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<IconId size={14} aria-hidden />}
                              onClick={() => setOpen(choice)}
                              aria-label={t('viewOf', { coverage })}
                            >
                              {t('view')}
                            </Button>
                            <Button
                              size="xs"
                              leftSection={<IconDownload size={14} aria-hidden />}
                              loading={
                                download.isPending &&
                                download.variables?.coverageType === choice.coverageType
                              }
                              aria-label={t('downloadOf', { coverage })}
                              onClick={() =>
                                download.mutate(choice, {
                                  onSuccess: () =>
                                    notify({ text: t('downloaded'), type: 'success' }),
                                  onError: (error) =>
                                    notify({
                                      translationKey: downloadErrorKey(error),
                                      type: 'error',
                                    }),
                                })
                              }
                            >
                              {t('download')}
                            </Button>
                          </Group>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('messages:idCardNotAvailable')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
      <CardDialog choice={open} onClose={() => setOpen(null)} />
    </SectionCard>
  );
}
