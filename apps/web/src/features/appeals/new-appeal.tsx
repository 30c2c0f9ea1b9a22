import { Alert, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AppealDetail } from '@bp/contract/api/appeals';
import type { claimAppealInfo } from '@bp/contract/api/claims';
import { formatDate, formatDateTime } from '@bp/contract/format';
import { precertGet } from '@bp/contract/api/precerts';
import { formatClaimNumber, parseClaimNumber } from '@bp/contract/rules/claim-number';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { msUntil } from '../../lib/countdown';
import { useLanguage } from '../../ui/use-language';
import { AppLink } from '../../ui/app-link';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useCountdownText, useNow } from './appeal-clock';
import { AppealForm, type AppealLineChoice } from './appeal-form';
import type { AppealSubjectRef } from './appeal-form-rules';
import { appealPaths, type AppealPortal } from './appeal-paths';
import {
  claimDetailsCallOf,
  isNotFound,
  useClaimToAppeal,
  useMayCall,
  usePrecertToAppeal,
} from './use-appeals';

type AppealInfo = z.infer<typeof claimAppealInfo>;

/** The filing deadline: the last day and the time left to it. */
function FilingDeadline({ info }: { info: AppealInfo }) {
  const { t } = useTranslation('appeals');
  const now = useNow();
  const countdown = useCountdownText();
  return (
    <Alert color="blue" variant="light" role="note" title={t('new.deadlineTitle')}>
      {t('new.deadline', {
        date: formatDate(info.lastDay),
        left: countdown(msUntil(info.deadline, now)),
      })}
    </Alert>
  );
}

/** Why no appeal can be filed now, and the appeal already filed when there is one. */
function CannotAppeal({
  portal,
  info,
  kind,
}: {
  portal: AppealPortal;
  info: AppealInfo | null;
  kind: 'claim' | 'precert';
}) {
  const { t } = useTranslation('appeals');
  const paths = appealPaths(portal);
  const reason = !info
    ? t(`new.nothingDenied.${kind}`)
    : info.appealId !== null
      ? t('new.alreadyFiled')
      : t('new.deadlinePassed', { date: formatDate(info.lastDay) });
  return (
    <Alert color="yellow" variant="light" role="status" title={t('new.cannotTitle')}>
      <Stack gap="xs">
        <Text size="sm">{reason}</Text>
        {info?.appealId != null && (
          <AppLink to={paths.details(info.appealId)}>{t('new.openExisting')}</AppLink>
        )}
      </Stack>
    </Alert>
  );
}

/** What happens after filing, and the appeal's number and clock. */
export function AppealConfirmation({
  portal,
  appeal,
}: {
  portal: AppealPortal;
  appeal: AppealDetail;
}) {
  const { t, i18n } = useTranslation('appeals');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const deadline = appeal.clock?.deadline;
  return (
    <SectionCard title={t('confirm.title')}>
      <Stack>
        <Title order={3} size="h5" ref={heading} tabIndex={-1}>
          {t('confirm.number', { number: appeal.appealNumber })}
        </Title>
        <Text>
          {t('confirm.received', { at: formatDateTime(appeal.receivedAt, i18n.language) })}
        </Text>
        {deadline && (
          <Text fw={600}>
            {t('confirm.decideBy', { at: formatDateTime(deadline, i18n.language) })}
          </Text>
        )}
        <Text>{t('confirm.nextTitle')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t(`confirm.next.${appeal.type}`)}</List.Item>
          <List.Item>{t('confirm.next.info')}</List.Item>
          <List.Item>{t('confirm.next.letter')}</List.Item>
        </List>
        <AppLink to={appealPaths(portal).details(appeal.appealId)}>
          {t('confirm.open', { number: appeal.appealNumber })}
        </AppLink>
      </Stack>
    </SectionCard>
  );
}

/** The appeal form, or the confirmation once filed. */
function FileOrConfirm({
  portal,
  subject,
  lines,
  info,
  cancelPath,
}: {
  portal: AppealPortal;
  subject: AppealSubjectRef;
  lines: AppealLineChoice[];
  info: AppealInfo | null;
  cancelPath: string;
}) {
  const { t } = useTranslation('appeals');
  const [filed, setFiled] = useState<AppealDetail | null>(null);
  // Whether an appeal could be filed when the page opened: filing refetches the claim (now appealed), and
  // the form must stay mounted until its success callback shows the confirmation.
  const [appealable] = useState(() => Boolean(info?.canAppeal));
  if (filed) return <AppealConfirmation portal={portal} appeal={filed} />;
  if (!appealable || !info) return <CannotAppeal portal={portal} info={info} kind={subject.kind} />;
  return (
    <Stack>
      <FilingDeadline info={info} />
      <SectionCard title={t('form.title')}>
        <AppealForm
          portal={portal}
          subject={subject}
          lines={lines}
          cancelPath={cancelPath}
          onFiled={setFiled}
        />
      </SectionCard>
    </Stack>
  );
}

function NotFound({ kind }: { kind: 'claim' | 'precert' }) {
  const { t } = useTranslation('appeals');
  return (
    <Alert color="red" variant="light" role="alert">
      {t(`new.notFound.${kind}`)}
    </Alert>
  );
}

/** A new appeal of a denied or reduced claim: its denied lines with the reasons, then the form. */
function ClaimAppeal({ portal, claim }: { portal: AppealPortal; claim: string }) {
  const { t } = useTranslation('appeals');
  const language = useLanguage();
  const parts = parseClaimNumber(claim);
  const allowed = useMayCall(claimDetailsCallOf(portal));
  const query = useClaimToAppeal(portal, parts, language, allowed);
  if (!allowed)
    return (
      <Alert color="yellow" variant="light" role="status">
        {t('new.claimNotAllowed')}
      </Alert>
    );
  if (!parts || (query.isError && isNotFound(query.error))) return <NotFound kind="claim" />;
  return (
    <QueryState query={query} emptyText="">
      {(c) => {
        const lines: AppealLineChoice[] = c.lines.flatMap((l) =>
          l.denial
            ? [
                {
                  lineNumber: l.lineNumber,
                  description: l.description,
                  procedureCode: l.procedureCode,
                  explanation: l.denial.explanation,
                  nextStep: l.denial.nextStep,
                },
              ]
            : [],
        );
        const number = formatClaimNumber(parts);
        return (
          <Stack>
            <SectionCard title={t('new.claimTitle', { number })}>
              <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} m={0}>
                <DetailItem label={t('fields.patient')}>
                  {`${c.patientFirstName} ${c.patientLastName}`}
                </DetailItem>
                <DetailItem label={t('fields.provider')}>{c.providerName}</DetailItem>
                <DetailItem label={t('fields.serviceDates')}>
                  {c.serviceDateFrom === c.serviceDateThru
                    ? formatDate(c.serviceDateFrom)
                    : `${formatDate(c.serviceDateFrom)} – ${formatDate(c.serviceDateThru)}`}
                </DetailItem>
                <DetailItem label={t('fields.processed')}>{formatDate(c.processedDate)}</DetailItem>
              </SimpleGrid>
            </SectionCard>
            <FileOrConfirm
              portal={portal}
              subject={{ kind: 'claim', claimNumber: c.fullClaimNumber || number }}
              lines={lines}
              info={lines.length > 0 ? c.appeal : null}
              cancelPath={appealPaths(portal).claim(c.fullClaimNumber || number, c.memberId)}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** A new appeal of a denied pre-certification (only for a caller who may read pre-certifications). */
function PrecertAppeal({ portal, certNo }: { portal: AppealPortal; certNo: string }) {
  const { t } = useTranslation('appeals');
  const allowed = useMayCall(precertGet);
  const query = usePrecertToAppeal(certNo, allowed);
  if (!allowed)
    return (
      <Alert color="yellow" variant="light" role="status">
        {t('new.precertNotAllowed')}
      </Alert>
    );
  if (query.isError && isNotFound(query.error)) return <NotFound kind="precert" />;
  return (
    <QueryState query={query} emptyText="">
      {(p) => (
        <Stack>
          <SectionCard title={t('new.precertTitle', { number: p.certNo })}>
            <Stack gap="sm">
              <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} m={0}>
                <DetailItem label={t('fields.patient')}>
                  {`${p.patientFirstName} ${p.patientLastName}`}
                </DetailItem>
                <DetailItem label={t('fields.service')}>{p.serviceType}</DetailItem>
                <DetailItem label={t('fields.provider')}>
                  {p.providerName ?? p.facilityName}
                </DetailItem>
                <DetailItem label={t('fields.decided')}>{formatDate(p.decisionDate)}</DetailItem>
              </SimpleGrid>
              {p.decisionReason && (
                <Text size="sm">{t('new.precertReason', { reason: p.decisionReason })}</Text>
              )}
            </Stack>
          </SectionCard>
          <FileOrConfirm
            portal={portal}
            subject={{ kind: 'precert', certNo: p.certNo }}
            lines={[]}
            info={p.appeal}
            cancelPath={appealPaths(portal).list()}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * A new appeal, prefilled from what is appealed: `?claim=prefix-number-suffix` or `?certNo=`. Without
 * either: how to start one (from a denied claim's details).
 */
export function NewAppeal({
  portal,
  claim,
  certNo,
}: {
  portal: AppealPortal;
  claim: string | null;
  certNo: string | null;
}) {
  const { t } = useTranslation('appeals');
  if (claim) return <ClaimAppeal key={claim} portal={portal} claim={claim} />;
  if (certNo) return <PrecertAppeal key={certNo} portal={portal} certNo={certNo} />;
  return (
    <Alert color="blue" variant="light" role="status">
      {t(`list.empty.${portal}`)}
    </Alert>
  );
}
