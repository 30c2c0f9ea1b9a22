import { Badge, Divider, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { statusColor } from './precert-status';
import { usePrecert } from './use-precert-history';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** One pre-certification (Precert?certno): patient, provider, dates, decision, codes and notes. */
export function PrecertDetailsDialog({ certNo, onClose }: { certNo: string | null; onClose: () => void }) {
  const { t } = useTranslation(['precerts', 'common']);
  const fmt = useFormat();
  const query = usePrecert(certNo);
  return (
    <Modal
      opened={certNo !== null}
      onClose={onClose}
      title={t('details.title', { certNo: certNo ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {certNo !== null && (
        <QueryState query={query} emptyText="">
          {(p) => (
            <Stack gap="md">
              <Badge variant="outline" color={statusColor(p.status)} w="fit-content">
                {t(`precerts:status.${p.status}`, { defaultValue: p.status })}
              </Badge>
              <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" spacing="sm" m={0}>
                <Item label={t('precerts:columns.patient')}>{`${p.patientFirstName} ${p.patientLastName}`}</Item>
                <Item label={t('details.memberId')}>{p.memberId}</Item>
                <Item label={t('precerts:columns.serviceType')}>{t(`serviceType.${p.serviceType.toLowerCase()}`, { defaultValue: p.serviceType })}</Item>
                <Item label={t('columns.provider')}>{[p.providerName, p.providerNpi ? `NPI ${p.providerNpi}` : null].filter(Boolean).join(' · ')}</Item>
                <Item label={t('details.facility')}>{p.facilityName}</Item>
                <Item label={t('precerts:columns.requestDate')}>{fmt.date(p.requestDate)}</Item>
                <Item label={t('details.admitDate')}>{fmt.date(p.admitDate)}</Item>
                <Item label={t('details.dischargeDate')}>{fmt.date(p.dischargeDate)}</Item>
                <Item label={t('details.decisionDate')}>{fmt.date(p.decisionDate)}</Item>
                <Item label={t('details.daysApproved')}>{p.daysApproved === null ? '' : String(p.daysApproved)}</Item>
                <Item label={t('details.reviewer')}>{p.reviewerName}</Item>
                <Item label={t('details.decisionReason')}>{p.decisionReason}</Item>
              </SimpleGrid>
              <Divider />
              <Title order={3} size="h5">
                {t('details.diagnoses')}
              </Title>
              {p.diagnoses.length ? (
                <List size="sm">
                  {p.diagnoses.map((d) => (
                    <List.Item key={d.code}>{`${d.code} — ${d.description}`}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">{t('details.none')}</Text>
              )}
              <Title order={3} size="h5">
                {t('details.procedures')}
              </Title>
              {p.procedures.length ? (
                <List size="sm">
                  {p.procedures.map((x) => (
                    <List.Item key={x.code}>
                      {`${x.code} — ${x.description}`}
                      {x.unitsApproved !== null && ` (${t('details.unitsApproved', { count: x.unitsApproved })})`}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">{t('details.none')}</Text>
              )}
              {p.notes.length > 0 && (
                <>
                  <Title order={3} size="h5">
                    {t('details.notes')}
                  </Title>
                  {p.notes.map((n, i) => (
                    <Text key={i} size="sm">
                      <Text span fw={500}>{`${fmt.date(n.date)} · ${n.author}: `}</Text>
                      {n.text}
                    </Text>
                  ))}
                </>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
