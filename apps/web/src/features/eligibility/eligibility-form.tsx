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
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoOfTyped } from '../../lib/us-date';
import { DateField } from '../../ui/date-field';
import { DetailItem } from '../../ui/detail-item';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { useFormat } from '../../ui/use-language';
import {
  CHECKABLE_COVERAGES,
  eligibilityErrors,
  type EligibilityValues,
  type QuickViewIdentity,
} from './rules';
import { isNoMatch, useEligibilityCheck } from './use-eligibility';

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
  const [values, setValues] = useState<EligibilityValues>(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<keyof EligibilityValues, string>>>({});
  const [asked, setAsked] = useState<EligibilityValues | null>(null);
  const check = useEligibilityCheck();
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  const message = (key: string | undefined) =>
    key ? t(`messages:${key}`, { defaultValue: t('messages:invalidValue') }) : undefined;
  const server = fieldErrorsOf(check.error, t);
  const set = <K extends keyof EligibilityValues>(name: K, value: EligibilityValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = eligibilityErrors(values, formatIsoDate(calendarDateOf(new Date())));
    setErrors(found);
    check.reset();
    setAsked(null);
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
    const typed = { ...values };
    check.mutate(typed, {
      onSuccess: () => {
        setAsked(typed);
        requestAnimationFrame(() => answerRef.current?.querySelector<HTMLElement>('h2')?.focus());
      },
      onError: () => focusFirstInvalid(formRef.current),
    });
  };

  const answer = check.data;
  // The server matches member id, last name and date of birth; anything else is 404 invalidService.
  const matched = asked !== null && answer !== undefined;
  const noMatch = check.isError && isNoMatch(check.error);

  return (
    <Stack>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={t('anonymous:eligibility.formLabel')}
      >
        <Stack>
          <Text size="sm">{t('anonymous:eligibility.intro')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('anonymous:fields.memberId')}
              description={t('anonymous:hints.memberId')}
              withAsterisk
              value={values.memberId}
              onChange={(e) => set('memberId', e.currentTarget.value)}
              error={message(errors.memberId) ?? server.memberId}
              autoComplete="off"
            />
            <TextInput
              label={t('anonymous:fields.lastName')}
              withAsterisk
              value={values.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
              error={message(errors.lastName) ?? server.lastName}
              autoComplete="off"
            />
            <DateField
              label={t('anonymous:fields.dateOfBirth')}
              withAsterisk
              value={values.dateOfBirth}
              onChange={(v) => set('dateOfBirth', v)}
              error={message(errors.dateOfBirth) ?? server.dateOfBirth}
            />
            <DateField
              label={t('anonymous:fields.serviceDate')}
              withAsterisk
              value={values.serviceDate}
              onChange={(v) => set('serviceDate', v)}
              error={message(errors.serviceDate) ?? server.serviceDate}
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
              error={server.coverageType}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={check.isPending}>
              {t('anonymous:eligibility.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
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
        {check.isError && !isNoMatch(check.error) && !Object.keys(server).length && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(check.error, t)}
          </Alert>
        )}
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
