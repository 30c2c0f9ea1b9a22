import { Badge, Divider, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PrecertDetail } from '@bp/contract/api/precerts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { statusColor } from './precert-status';
import { usePrecert } from './use-precert-history';
import { DetailItem } from '../../ui/detail-item';
import type { AppealPortal } from '../../lib/appeal-links';
import { LazyAppealPanel } from '../../ui/appeal-panel-lazy';

/** One pre-certification (Precert?certno): patient, provider, dates, decision, codes and notes. */
export function PrecertDetailsDialog({
  certNo,
  onClose,
  renderDecision,
  appealPortal,
}: {
  certNo: string | null;
  onClose: () => void;
  /** Staff: the decision controls shown under the details. */
  renderDecision?: ((p: PrecertDetail) => ReactNode) | undefined;
  /** The portal whose routes a denied request's appeal panel links to (issue 31); none: no links. */
  appealPortal?: AppealPortal | undefined;
}) {
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
                <DetailItem
                  label={t('precerts:columns.patient')}
                >{`${p.patientFirstName} ${p.patientLastName}`}</DetailItem>
                <DetailItem label={t('details.memberId')}>{p.memberId}</DetailItem>
                <DetailItem label={t('precerts:columns.serviceType')}>
                  {t(`serviceType.${p.serviceType.toLowerCase()}`, { defaultValue: p.serviceType })}
                </DetailItem>
                <DetailItem label={t('columns.provider')}>
                  {[p.providerName, p.providerNpi ? `NPI ${p.providerNpi}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </DetailItem>
                <DetailItem label={t('details.facility')}>{p.facilityName}</DetailItem>
                <DetailItem label={t('precerts:columns.requestDate')}>
                  {fmt.date(p.requestDate)}
                </DetailItem>
                <DetailItem label={t('details.admitDate')}>{fmt.date(p.admitDate)}</DetailItem>
                <DetailItem label={t('details.dischargeDate')}>
                  {fmt.date(p.dischargeDate)}
                </DetailItem>
                <DetailItem label={t('details.decisionDate')}>
                  {fmt.date(p.decisionDate)}
                </DetailItem>
                <DetailItem label={t('details.daysApproved')}>
                  {p.daysApproved === null ? '' : String(p.daysApproved)}
                </DetailItem>
                <DetailItem label={t('details.reviewer')}>{p.reviewerName}</DetailItem>
                <DetailItem label={t('details.decisionReason')}>{p.decisionReason}</DetailItem>
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
                <Text size="sm" c="dimmed">
                  {t('details.none')}
                </Text>
              )}
              <Title order={3} size="h5">
                {t('details.procedures')}
              </Title>
              {p.procedures.length ? (
                <List size="sm">
                  {p.procedures.map((x) => (
                    <List.Item key={x.code}>
                      {`${x.code} — ${x.description}`}
                      {x.unitsApproved !== null &&
                        ` (${t('details.unitsApproved', { count: x.unitsApproved })})`}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('details.none')}
                </Text>
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
              {p.appeal && (
                <LazyAppealPanel
                  appeal={p.appeal}
                  portal={appealPortal}
                  subject={{ certNo: p.certNo }}
                />
              )}
              {renderDecision && (
                <>
                  <Divider />
                  {renderDecision(p)}
                </>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
