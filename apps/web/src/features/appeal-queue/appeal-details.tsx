import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import type { AppealDetail } from '@bp/contract/api/appeals';
import { formatDate, formatDateTime } from '@bp/contract/format';
import { planDateOf } from '@bp/contract/rules/appeal-clocks';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { DetailItem } from '../../ui/detail-item';
import { errorTextOf } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { BandBadge, useTimeLeftText } from './clock-badge';
import { useStatusText } from './appeal-queue';
import { useDownloadAttachment, useDownloadLetter } from './use-appeals';

const GRID = { base: 1, xs: 2, md: 3 } as const;

/** Paths the page gives the feature: the staff claim page (null when the user may not open it). */
export interface AppealPaths {
  claim: (memberId: string, claimNumber: string) => string | null;
}

/**
 * One appeal for staff: the summary, the plan's clock, what is appealed (lines and reasons), the claimant's
 * statement and representative, the files, the open information request, the decision with its letter,
 * and the events. `actions` (the assign, request-information and decide forms) sit after the clock.
 */
export function AppealDetails({
  appeal: a,
  paths,
  actions,
}: {
  appeal: AppealDetail;
  paths: AppealPaths;
  actions?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation(['appealQueue', 'messages']);
  const statusText = useStatusText();
  const claimPath = a.subject === 'claim' ? paths.claim(a.memberId, a.reference) : null;
  return (
    <Stack>
      <SectionCard title={t('details.summary')}>
        <SimpleGrid cols={GRID} component="dl" m={0}>
          <DetailItem label={t('details.status')}>{statusText(a)}</DetailItem>
          <DetailItem label={t('details.type')}>{t(`type.${a.type}`)}</DetailItem>
          <DetailItem label={t('details.patient')}>
            {`${a.patientFirstName} ${a.patientLastName} (${a.memberId})`}
          </DetailItem>
          <DetailItem label={t(`subject.${a.subject}`)}>
            {claimPath ? (
              <AppLink to={claimPath} aria-label={t('details.openClaim', { claim: a.reference })}>
                {a.reference}
              </AppLink>
            ) : (
              a.reference
            )}
          </DetailItem>
          <DetailItem label={t('details.filedBy')}>{t(`filedBy.${a.filedBy}`)}</DetailItem>
          <DetailItem label={t('details.received')}>
            {formatDateTime(a.receivedAt, i18n.language)}
          </DetailItem>
          <DetailItem label={t('details.filedOnTime')}>
            {a.filedOnTime ? t('details.yes') : t('details.lateFiling')}
          </DetailItem>
          <DetailItem label={t('details.reviewer')}>{a.reviewerName ?? t('unassigned')}</DetailItem>
        </SimpleGrid>
      </SectionCard>

      <ClockCard appeal={a} />

      {a.infoRequest && (
        <Alert color="blue" variant="light" title={t('details.infoRequestTitle')}>
          <Stack gap={4}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {a.infoRequest.message}
            </Text>
            <Text size="sm">
              {t('details.infoRequestDates', {
                requested: formatDate(planDateOf(a.infoRequest.requestedAt)),
                respondBy: formatDate(a.infoRequest.respondBy),
              })}
            </Text>
          </Stack>
        </Alert>
      )}

      {a.decision && <DecisionCard appeal={a} />}

      {actions}

      <SectionCard title={t('details.appealed')}>
        <Stack>
          {a.lines.length === 0 ? (
            <Text size="sm">{t('details.noLines')}</Text>
          ) : (
            <DataTable label={t('details.linesLabel')} minWidth={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('details.columns.line')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.service')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.reason')}</Table.Th>
                  {a.decision && <Table.Th scope="col">{t('details.columns.result')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.lines.map((l) => (
                  <Table.Tr key={l.lineNumber}>
                    <Table.Th scope="row">{l.lineNumber}</Table.Th>
                    <Table.Td>
                      {[l.procedureCode, l.description].filter(Boolean).join(' · ') || '—'}
                    </Table.Td>
                    <Table.Td>{l.reason ?? '—'}</Table.Td>
                    {a.decision && (
                      <Table.Td>
                        {l.overturned ? t('details.lineOverturned') : t('details.lineUpheld')}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('details.statement')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {a.statement}
            </Text>
          </Stack>
          {a.representativeName && (
            <Text size="sm">
              {t('details.representative', {
                name: a.representativeName,
                relationship: a.representativeRelationship ?? '',
              })}
            </Text>
          )}
          <Attachments appeal={a} />
        </Stack>
      </SectionCard>

      <SectionCard title={t('details.events')}>
        {a.events.length === 0 ? (
          <Text size="sm">{t('details.noEvents')}</Text>
        ) : (
          <List type="ordered" spacing="xs" listStyleType="none" p={0}>
            {a.events.map((e, i) => (
              <List.Item key={`${e.at}-${i}`}>
                <Text size="sm" fw={600}>
                  {t(`event.${e.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {e.actorName
                    ? t('details.eventBy', {
                        at: formatDateTime(e.at, i18n.language),
                        name: e.actorName,
                      })
                    : formatDateTime(e.at, i18n.language)}
                </Text>
                {e.text && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {e.text}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>
    </Stack>
  );
}

/** The plan's clock: deadline, time left and band, paused or running, days tolled; stopped once decided. */
function ClockCard({ appeal: a }: { appeal: AppealDetail }) {
  const { t, i18n } = useTranslation('appealQueue');
  const timeLeft = useTimeLeftText();
  const c = a.clock;
  return (
    <SectionCard title={t('details.clock')}>
      {c ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={700}>{timeLeft(c)}</Text>
            <BandBadge band={c.band} />
          </Group>
          <SimpleGrid cols={GRID} component="dl" m={0}>
            <DetailItem label={t('details.deadline')}>
              {formatDateTime(c.deadline, i18n.language)}
            </DetailItem>
            <DetailItem label={t('details.rule')}>{t(`rule.${c.rule}`)}</DetailItem>
            <DetailItem label={t('details.running')}>
              {c.paused ? t('details.pausedYes') : t('details.pausedNo')}
            </DetailItem>
            <DetailItem label={t('details.tolledDays')}>
              {t('details.days', { count: c.tolledDays })}
            </DetailItem>
          </SimpleGrid>
          {c.paused && <Text size="sm">{t('details.pausedHelp')}</Text>}
        </Stack>
      ) : (
        <Text size="sm">{t('details.clockStopped')}</Text>
      )}
    </SectionCard>
  );
}

/** The decision, the claim's reprocessing, external review rights and the letter. */
function DecisionCard({ appeal: a }: { appeal: AppealDetail }) {
  const { t, i18n } = useTranslation(['appealQueue', 'messages']);
  const letter = useDownloadLetter();
  const d = a.decision!;
  return (
    <SectionCard title={t('details.decision')}>
      <Stack>
        <SimpleGrid cols={GRID} component="dl" m={0}>
          <DetailItem label={t('details.outcome')}>{t(`outcome.${d.outcome}`)}</DetailItem>
          <DetailItem label={t('details.decidedAt')}>
            {formatDateTime(d.decidedAt, i18n.language)}
          </DetailItem>
          <DetailItem label={t('details.decidedOnTime')}>
            {d.onTime ? t('details.yes') : t('details.late')}
          </DetailItem>
          <DetailItem label={t('details.provision')}>{d.provision ?? ''}</DetailItem>
          {a.subject === 'claim' && d.outcome !== 'upheld' && (
            <DetailItem label={t('details.reprocessing')}>
              {a.reprocessedClaim
                ? t('details.reprocessedAs', { claim: a.reprocessedClaim })
                : t('details.reprocessingPending')}
            </DetailItem>
          )}
          {a.externalReviewLastDay && (
            <DetailItem label={t('details.externalReview')}>
              {formatDate(a.externalReviewLastDay)}
            </DetailItem>
          )}
        </SimpleGrid>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('details.reason')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {d.reason}
          </Text>
        </Stack>
        {a.letterAvailable ? (
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={letter.isPending}
            onClick={() => letter.mutate({ appealId: a.appealId, appealNumber: a.appealNumber })}
          >
            {t('details.letter')}
          </Button>
        ) : (
          <Text size="sm">{t('details.letterPending')}</Text>
        )}
        {letter.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(letter.error, t)}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}

function Attachments({ appeal: a }: { appeal: AppealDetail }) {
  const { t, i18n } = useTranslation(['appealQueue', 'messages']);
  const download = useDownloadAttachment();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('details.attachments')}
      </Title>
      {a.attachments.length === 0 ? (
        <Text size="sm">{t('details.noAttachments')}</Text>
      ) : (
        <List spacing={4} listStyleType="none" p={0}>
          {a.attachments.map((f) => (
            <List.Item key={f.attachmentId}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Stack gap={0} miw={0}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    style={{ overflowWrap: 'anywhere' }}
                    aria-label={t('details.download', { name: f.fileName })}
                    onClick={() =>
                      download.mutate({
                        appealId: a.appealId,
                        attachmentId: f.attachmentId,
                        fileName: f.fileName,
                      })
                    }
                  >
                    {f.fileName}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('details.attachmentInfo', {
                      purpose: t(`purpose.${f.purpose}`),
                      size: Math.max(1, Math.round(f.sizeBytes / 1024)),
                      date: formatDateTime(f.uploadedAt, i18n.language),
                    })}
                  </Text>
                </Stack>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {download.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorTextOf(download.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
