import {
  Button,
  Checkbox,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { AppealDetail } from '@bp/contract/api/appeals';
import { APPEAL_OUTCOMES } from '@bp/contract/api/appeals';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { FormError } from '../../ui/form-error';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  EMPTY_DECIDE,
  EMPTY_REQUEST_INFO,
  INFO_RESPONSE_MIN_DAYS,
  NOTICE_RECEIPT_DAYS,
  isUntollable,
  validateAssign,
  validateDecide,
  validateRequestInfo,
  type AssignValues,
  type DecideValues,
  type RequestInfoValues,
} from './appeal-rules';
import { useAssignReviewer, useDecideAppeal, useRequestInfo, useReviewers } from './use-appeals';

/**
 * What staff with write access to Appeals do with an open appeal: assign the reviewer, ask the claimant
 * for information, and — the assigned reviewer — decide. Rendered only for users who may make these calls.
 */
export function AppealActions({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation('appealQueue');
  return (
    <SectionCard title={t('actions.title')}>
      <Stack gap="xl">
        <AssignForm appeal={appeal} />
        {appeal.infoRequest ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('requestInfo.title')}
            </Title>
            <Text size="sm">{t('requestInfo.alreadyOpen')}</Text>
          </Stack>
        ) : (
          <RequestInfoForm appeal={appeal} />
        )}
        {appeal.canDecide ? (
          <DecideForm appeal={appeal} />
        ) : (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('decide.title')}
            </Title>
            <Text size="sm">
              {appeal.reviewerName
                ? t('decide.onlyReviewer', { name: appeal.reviewerName })
                : t('decide.assignFirst')}
            </Text>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function AssignForm({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation(['appealQueue', 'messages']);
  const titleId = useId();
  const reviewers = useReviewers(appeal.appealId, true);
  const assign = useAssignReviewer();
  const form = useContractForm({
    initial: { reviewerAccountId: '' } as AssignValues,
    validate: (v: AssignValues) => validateAssign(appeal.appealId, v),
    guard: false,
    onValid: (body) =>
      assign.mutate(body, {
        onSuccess: (detail) => {
          form.reset();
          notify({
            type: 'success',
            text: t('assign.done', {
              number: detail.appealNumber,
              name: detail.reviewerName ?? '',
            }),
          });
        },
        onError: (e) => form.fail(e),
      }),
  });
  const list = reviewers.data ?? [];
  return (
    <ContractForm form={form} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {appeal.reviewerName ? t('assign.reassignTitle') : t('assign.title')}
        </Title>
        <NativeSelect
          label={t('assign.reviewer')}
          description={t('assign.help')}
          withAsterisk
          maw={480}
          disabled={reviewers.isPending}
          value={form.values.reviewerAccountId}
          error={form.errorOf('reviewerAccountId')}
          data={[
            {
              value: '',
              label: reviewers.isPending
                ? t('assign.loading')
                : list.length === 0
                  ? t('assign.none')
                  : t('assign.choose'),
            },
            ...list.map((r) => ({
              value: String(r.accountId),
              label: t('assign.option', { name: r.name, role: r.roleName }),
            })),
          ]}
          onChange={(e) => form.set('reviewerAccountId', e.currentTarget.value)}
        />
        {reviewers.isError && <FormError text={t('assign.loadFailed')} />}
        <FormError text={form.formError} />
        <Button type="submit" w="fit-content" loading={assign.isPending}>
          {t('assign.submit')}
        </Button>
      </Stack>
    </ContractForm>
  );
}

function RequestInfoForm({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation(['appealQueue', 'messages']);
  const titleId = useId();
  const request = useRequestInfo();
  const rule = appeal.clock?.rule ?? appeal.type;
  const form = useContractForm({
    initial: EMPTY_REQUEST_INFO,
    validate: (v: RequestInfoValues) => validateRequestInfo(appeal.appealId, v),
    onValid: (body) =>
      request.mutate(body, {
        onSuccess: (detail) => {
          form.reset();
          notify({ type: 'success', text: t('requestInfo.done', { number: detail.appealNumber }) });
        },
        onError: (e) => form.fail(e),
      }),
  });
  return (
    <ContractForm form={form} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('requestInfo.title')}
        </Title>
        <Text size="sm">
          {isUntollable(rule) ? t('requestInfo.neverPaused') : t('requestInfo.pauses')}
        </Text>
        <Textarea
          label={t('requestInfo.message')}
          withAsterisk
          rows={4}
          maxLength={2000}
          value={form.values.message}
          error={form.errorOf('message')}
          onChange={(e) => form.set('message', e.currentTarget.value)}
        />
        <DateField
          label={t('requestInfo.respondBy')}
          description={t('requestInfo.respondByHelp', {
            days: INFO_RESPONSE_MIN_DAYS,
            mail: NOTICE_RECEIPT_DAYS,
          })}
          value={form.values.respondBy}
          error={form.errorOf('respondBy')}
          onChange={(v) => form.set('respondBy', v)}
        />
        <Checkbox
          label={t('requestInfo.agreed')}
          checked={form.values.claimantAgreed}
          error={form.errorOf('claimantAgreed')}
          aria-required
          onChange={(e) => form.set('claimantAgreed', e.currentTarget.checked)}
        />
        <FormError text={form.formError} />
        <Button type="submit" w="fit-content" loading={request.isPending}>
          {t('requestInfo.submit')}
        </Button>
      </Stack>
    </ContractForm>
  );
}

function DecideForm({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation(['appealQueue', 'messages']);
  const titleId = useId();
  const linesId = useId();
  const decide = useDecideAppeal();
  const form = useContractForm({
    initial: EMPTY_DECIDE,
    validate: (v: DecideValues) => validateDecide(appeal.appealId, appeal.lines.length, v),
    onValid: (body) =>
      decide.mutate(body, {
        onSuccess: (detail) => {
          form.reset();
          notify({
            type: 'success',
            text: t('decide.done', {
              number: detail.appealNumber,
              outcome: t(`outcome.${body.outcome}`),
            }),
          });
        },
        onError: (e) => form.fail(e),
      }),
  });
  const { values } = form;
  const partial = values.outcome === 'partial';
  const linesError = form.errorOf('overturnedLines');
  return (
    <ContractForm form={form} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('decide.title')}
        </Title>
        <Radio.Group
          label={t('decide.outcome')}
          withAsterisk
          value={values.outcome}
          error={form.errorOf('outcome')}
          onChange={(v) => form.set('outcome', v as DecideValues['outcome'])}
        >
          <Stack gap={6} mt={4}>
            {APPEAL_OUTCOMES.map((o) => (
              <Radio
                key={o}
                value={o}
                label={t(`outcome.${o}`)}
                description={t(`decide.outcomeHelp.${o}`)}
                {...(form.errors.outcome ? { 'aria-invalid': true } : {})}
              />
            ))}
          </Stack>
        </Radio.Group>
        {partial && (
          <Checkbox.Group
            label={t('decide.lines')}
            description={t('decide.linesHelp')}
            withAsterisk
            id={linesId}
            error={linesError}
            value={values.overturnedLines.map(String)}
            onChange={(v) => form.set('overturnedLines', v.map(Number))}
          >
            <Stack gap={6} mt={4}>
              {appeal.lines.map((l) => (
                <Checkbox
                  key={l.lineNumber}
                  value={String(l.lineNumber)}
                  label={t('decide.lineLabel', {
                    line: l.lineNumber,
                    service: [l.procedureCode, l.description].filter(Boolean).join(' · ') || '—',
                  })}
                  {...(linesError ? { 'aria-invalid': true } : {})}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea
          label={t('decide.reason')}
          description={t('decide.reasonHelp')}
          withAsterisk
          rows={4}
          maxLength={2000}
          value={values.reason}
          error={form.errorOf('reason')}
          onChange={(e) => form.set('reason', e.currentTarget.value)}
        />
        <TextInput
          label={t('decide.provision')}
          description={t('decide.provisionHelp')}
          withAsterisk={values.outcome === 'upheld'}
          maxLength={200}
          autoComplete="off"
          value={values.provision}
          error={form.errorOf('provision')}
          onChange={(e) => form.set('provision', e.currentTarget.value)}
        />
        <FormError text={form.formError} />
        <Button type="submit" w="fit-content" loading={decide.isPending}>
          {t('decide.submit')}
        </Button>
      </Stack>
    </ContractForm>
  );
}
