import { Alert, Badge, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AppealDetail } from '@bp/contract/api/appeals';
import { formatDate, formatDateTime } from '@bp/contract/format';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../lib/format';
import { AppLink } from '../../ui/app-link';
import { DetailItem } from '../../ui/detail-item';
import { FormError } from '../../ui/form-error';
import { errorTextOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ClockStatus } from './appeal-clock';
import { appealPaths, type AppealPortal } from './appeal-paths';
import { RespondForm } from './respond-form';
import { isNotFound, useAppeal, useAttachmentDownload, useLetterDownload } from './use-appeals';

function Summary({ portal, appeal }: { portal: AppealPortal; appeal: AppealDetail }) {
  const { t, i18n } = useTranslation('appeals');
  const paths = appealPaths(portal);
  return (
    <SectionCard title={t('details.summary')}>
      <Stack gap="sm">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} m={0}>
          <DetailItem label={t('fields.status')}>{t(`status.${appeal.status}`)}</DetailItem>
          <DetailItem label={t('fields.type')}>{t(`type.${appeal.type}`)}</DetailItem>
          <DetailItem label={t('fields.reference')}>
            {appeal.subject === 'claim' ? (
              <AppLink to={paths.claim(appeal.reference, appeal.memberId)}>
                {t('subject.claim', { reference: appeal.reference })}
              </AppLink>
            ) : (
              t('subject.precert', { reference: appeal.reference })
            )}
          </DetailItem>
          <DetailItem label={t('fields.patient')}>
            {`${appeal.patientFirstName} ${appeal.patientLastName}`}
          </DetailItem>
          <DetailItem label={t('fields.filedBy')}>{t(`filer.${appeal.filedBy}`)}</DetailItem>
          <DetailItem label={t('fields.received')}>
            <time dateTime={appeal.receivedAt}>
              {formatDateTime(appeal.receivedAt, i18n.language)}
            </time>
          </DetailItem>
          {appeal.representativeName && (
            <DetailItem label={t('fields.representative')}>
              {appeal.representativeRelationship
                ? `${appeal.representativeName} (${appeal.representativeRelationship})`
                : appeal.representativeName}
            </DetailItem>
          )}
        </SimpleGrid>
        {!appeal.filedOnTime && (
          <Alert color="yellow" variant="light">
            {t('details.late')}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}

function Clock({ appeal }: { appeal: AppealDetail }) {
  const { t, i18n } = useTranslation('appeals');
  const clock = appeal.clock;
  if (!clock) return null;
  return (
    <SectionCard title={t('details.clock')}>
      <Stack gap="xs">
        <Text>{t('details.decideBy', { at: formatDateTime(clock.deadline, i18n.language) })}</Text>
        <ClockStatus clock={clock} />
        {clock.paused && <Text size="sm">{t('clock.pausedHint')}</Text>}
        <Text size="sm" c="dimmed">
          {t(`clock.rule.${clock.rule}`)}
        </Text>
      </Stack>
    </SectionCard>
  );
}

function InfoRequest({ appeal }: { appeal: AppealDetail }) {
  const { t, i18n } = useTranslation('appeals');
  const req = appeal.infoRequest;
  if (!req) return null;
  return (
    <SectionCard title={t('respond.title')}>
      <Stack>
        <Alert
          color="blue"
          variant="light"
          title={t('respond.asked', {
            at: formatDateTime(req.requestedAt, i18n.language),
          })}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {req.message}
          </Text>
        </Alert>
        <Text size="sm">{t('respond.by', { date: formatDate(req.respondBy) })}</Text>
        <RespondForm appealId={appeal.appealId} />
      </Stack>
    </SectionCard>
  );
}

function Decision({ portal, appeal }: { portal: AppealPortal; appeal: AppealDetail }) {
  const { t, i18n } = useTranslation(['appeals', 'messages']);
  const letter = useLetterDownload(appeal.appealId);
  const d = appeal.decision;
  if (!d) return null;
  return (
    <SectionCard title={t('details.decision')}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge
            color={
              d.outcome === 'overturned' ? 'green' : d.outcome === 'partial' ? 'yellow' : 'red'
            }
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {t(`outcome.${d.outcome}`)}
          </Badge>
          <Text size="sm">{t(`outcomeText.${d.outcome}`)}</Text>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} m={0}>
          <DetailItem label={t('fields.decidedAt')}>
            <time dateTime={d.decidedAt}>{formatDateTime(d.decidedAt, i18n.language)}</time>
          </DetailItem>
          <DetailItem label={t('fields.onTime')}>
            {d.onTime ? t('details.onTimeYes') : t('details.onTimeNo')}
          </DetailItem>
          <DetailItem label={t('fields.reason')}>{d.reason}</DetailItem>
          <DetailItem label={t('fields.provision')}>{d.provision}</DetailItem>
        </SimpleGrid>
        {appeal.reprocessedClaim && (
          <AppLink to={appealPaths(portal).claim(appeal.reprocessedClaim, appeal.memberId)}>
            {t('details.reprocessed', { claim: appeal.reprocessedClaim })}
          </AppLink>
        )}
        {appeal.externalReviewLastDay && (
          <Alert color="blue" variant="light" title={t('details.externalTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('details.externalText')}</Text>
              <Text size="sm" fw={600}>
                {t('details.externalBy', { date: formatDate(appeal.externalReviewLastDay) })}
              </Text>
            </Stack>
          </Alert>
        )}
        {appeal.letterAvailable && (
          <div>
            <Button variant="light" loading={letter.isPending} onClick={() => letter.mutate()}>
              {t('details.letter')}
            </Button>
          </div>
        )}
        <FormError text={letter.isError ? errorTextOf(letter.error, t) : undefined} />
      </Stack>
    </SectionCard>
  );
}

function Lines({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation('appeals');
  if (appeal.lines.length === 0) return null;
  return (
    <SectionCard title={t('details.lines')}>
      <List spacing="sm">
        {appeal.lines.map((l) => (
          <List.Item key={l.lineNumber}>
            <Text size="sm" fw={600}>
              {t('form.line', {
                number: l.lineNumber,
                service: [l.description, l.procedureCode].filter(Boolean).join(' · ') || '—',
              })}
              {l.overturned ? ` — ${t('details.lineOverturned')}` : ''}
            </Text>
            {l.reason && <Text size="sm">{l.reason}</Text>}
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}

function Attachments({ appeal }: { appeal: AppealDetail }) {
  const { t, i18n } = useTranslation(['appeals', 'messages']);
  const download = useAttachmentDownload(appeal.appealId);
  return (
    <SectionCard title={t('details.attachments')}>
      {appeal.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('details.noAttachments')}
        </Text>
      ) : (
        <Stack gap="xs">
          <List spacing="xs">
            {appeal.attachments.map((a) => (
              <List.Item key={a.attachmentId}>
                <Group gap="xs" wrap="wrap">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={t('details.download', { name: a.fileName })}
                    onClick={() => download.mutate(a)}
                    style={{ maxWidth: '100%' }}
                  >
                    <span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                      {a.fileName}
                    </span>
                  </Button>
                  <Text size="xs" c="dimmed">
                    {t('details.attachmentMeta', {
                      purpose: t(`purpose.${a.purpose}`),
                      size: formatSize(a.sizeBytes, i18n.language),
                    })}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
          <FormError text={download.isError ? errorTextOf(download.error, t) : undefined} />
        </Stack>
      )}
    </SectionCard>
  );
}

function Events({ appeal }: { appeal: AppealDetail }) {
  const { t, i18n } = useTranslation('appeals');
  return (
    <SectionCard title={t('details.events')}>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {appeal.events.map((e, i) => (
          <li
            key={`${e.at}-${i}`}
            style={{
              borderInlineStart: '2px solid var(--mantine-color-default-border)',
              paddingInlineStart: 'var(--mantine-spacing-sm)',
            }}
          >
            <Text size="sm" fw={600}>
              {t(`event.${e.kind}`)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={e.at}>{formatDateTime(e.at, i18n.language)}</time>
              {e.actorName ? ` · ${e.actorName}` : ''}
            </Text>
            {e.text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {e.text}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}

/**
 * One appeal as its claimant sees it: the summary, the plan's clock (or that it is paused while the plan
 * waits for information), an open information request with the answer form, the decision with the
 * external review rights and the letter, the lines and reasons, the statement, the files and the events.
 */
export function AppealDetails({
  portal,
  appealId,
}: {
  portal: AppealPortal;
  appealId: number | null;
}) {
  const { t } = useTranslation('appeals');
  const query = useAppeal(appealId);
  if (appealId === null || (query.isError && isNotFound(query.error)))
    return (
      <Alert color="red" variant="light" role="alert">
        {t('details.notFound')}
      </Alert>
    );
  return (
    <QueryState query={query} emptyText="">
      {(appeal) => (
        <Stack>
          <Summary portal={portal} appeal={appeal} />
          <Clock appeal={appeal} />
          <InfoRequest appeal={appeal} />
          <Decision portal={portal} appeal={appeal} />
          <Lines appeal={appeal} />
          <SectionCard title={t('details.statement')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {appeal.statement}
            </Text>
          </SectionCard>
          <Attachments appeal={appeal} />
          <Events appeal={appeal} />
        </Stack>
      )}
    </QueryState>
  );
}
