import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { EndpointResponse } from '@bp/contract/api/endpoint';
import type { memberService } from '@bp/contract/api/members';
import { calendarDateOf, formatIsoDate, formatUsDate } from '@bp/contract/rules/dates';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoOfTyped } from '../../lib/us-date';
import { validationOf } from '../../lib/validate';
import { DateField } from '../../ui/date-field';
import { DetailItem } from '../../ui/detail-item';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useFormat } from '../../ui/use-language';
import {
  CHECKABLE_COVERAGES,
  eligibilityErrors,
  type EligibilityValues,
  type QuickViewIdentity,
} from './rules';
import { isNoMatch, useEligibilityCheck } from './use-eligibility';
import { FormError } from '../../ui/form-error';

type Answer = EndpointResponse<typeof memberService>;

function emptyValues(): EligibilityValues {
  return {
    memberId: '',
    lastName: '',
    dateOfBirth: '',
    serviceDate: formatUsDate(new Date()),
    coverageType: 'MED',
  };
}

/** The answer: covered or not, and the coverage dates — nothing else of the member (minimum necessary). */
function EligibilityAnswer({ answer, identity }: { answer: Answer; identity: QuickViewIdentity }) {
  const { t } = useTranslation('anonymous');
  const fmt = useFormat();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="eligibility-answer">
      <Stack gap="sm">
        <Title order={2} size="h4" id="eligibility-answer" tabIndex={-1}>
          {t('eligibility.answer.title')}
        </Title>
        <Alert
          color={answer.eligible ? 'teal' : 'red'}
          variant="light"
          role="status"
          title={t(
            answer.eligible ? 'eligibility.answer.covered' : 'eligibility.answer.notCovered',
          )}
        >
          {t('eligibility.answer.forCoverage', {
            coverage: t(`coverageTypes.${answer.coverageType}`),
          })}
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
          <DetailItem label={t('eligibility.answer.effectiveDate')}>
            {fmt.date(answer.effectiveDate)}
          </DetailItem>
          <DetailItem label={t('eligibility.answer.terminationDate')}>
            {answer.terminationDate
              ? fmt.date(answer.terminationDate)
              : t('eligibility.answer.noTermination')}
          </DetailItem>
        </SimpleGrid>
        <Group>
          <Button component={Link} to="/user/quick-view" state={identity} variant="light">
            {t('eligibility.answer.quickView')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The anonymous eligibility check (spec §2 /user/eligibility-check): member id, last name, date of birth. */
export function EligibilityForm() {
  const { t } = useTranslation(['anonymous', 'messages']);
  const [asked, setAsked] = useState<EligibilityValues | null>(null);
  const check = useEligibilityCheck();
  const answerRef = useRef<HTMLDivElement>(null);
  const startOver = () => {
    check.reset();
    setAsked(null);
  };
  const form = useContractForm({
    initial: emptyValues,
    validate: (v: EligibilityValues) =>
      validationOf(eligibilityErrors(v, formatIsoDate(calendarDateOf(new Date()))), v),
    guard: false,
    onInvalid: (_fields, fromServer) => {
      if (!fromServer) startOver();
    },
    onValid: (_data, values) => {
      startOver();
      const typed = { ...values };
      check.mutate(typed, {
        onSuccess: () => {
          setAsked(typed);
          requestAnimationFrame(() => answerRef.current?.querySelector<HTMLElement>('h2')?.focus());
        },
        onError: (error) => {
          if (!isNoMatch(error)) form.fail(error);
        },
      });
    },
  });
  const { values, set, errorOf } = form;

  const answer = check.data;
  // The server matches member id, last name and date of birth; anything else is 404 invalidService.
  const matched = asked !== null && answer !== undefined;
  const noMatch = check.isError && isNoMatch(check.error);

  return (
    <Stack>
      <ContractForm form={form} aria-label={t('anonymous:eligibility.formLabel')}>
        <Stack>
          <Text size="sm">{t('anonymous:eligibility.intro')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('anonymous:fields.memberId')}
              description={t('anonymous:hints.memberId')}
              withAsterisk
              value={values.memberId}
              onChange={(e) => set('memberId', e.currentTarget.value)}
              error={errorOf('memberId')}
              autoComplete="off"
            />
            <TextInput
              label={t('anonymous:fields.lastName')}
              withAsterisk
              value={values.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
              error={errorOf('lastName')}
              autoComplete="off"
            />
            <DateField
              label={t('anonymous:fields.dateOfBirth')}
              withAsterisk
              value={values.dateOfBirth}
              onChange={(v) => set('dateOfBirth', v)}
              error={errorOf('dateOfBirth')}
            />
            <DateField
              label={t('anonymous:fields.serviceDate')}
              withAsterisk
              value={values.serviceDate}
              onChange={(v) => set('serviceDate', v)}
              error={errorOf('serviceDate')}
            />
            <NativeSelect
              label={t('anonymous:fields.coverageType')}
              withAsterisk
              value={values.coverageType}
              onChange={(e) =>
                set('coverageType', e.currentTarget.value as EligibilityValues['coverageType'])
              }
              data={CHECKABLE_COVERAGES.map((c) => ({
                value: c,
                label: t(`anonymous:coverageTypes.${c}`),
              }))}
              error={errorOf('coverageType')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={check.isPending}>
              {t('anonymous:eligibility.submit')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
      <div ref={answerRef} aria-live="polite">
        {noMatch && (
          <Alert
            color="yellow"
            variant="light"
            role="status"
            title={t('anonymous:eligibility.noMatchTitle')}
          >
            {t('messages:invalidService')}
          </Alert>
        )}
        <FormError text={form.formError} />
        {matched && answer && asked && (
          <EligibilityAnswer
            answer={answer}
            identity={{
              memberId: asked.memberId.trim(),
              dateOfBirth: isoOfTyped(asked.dateOfBirth) ?? asked.dateOfBirth,
              lastName: asked.lastName.trim(),
            }}
          />
        )}
      </div>
    </Stack>
  );
}
