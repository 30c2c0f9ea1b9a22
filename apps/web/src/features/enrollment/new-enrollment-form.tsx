import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationOf } from '../../lib/validate';
import { AppLink } from '../../ui/app-link';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { EnrollmentCoverageStep, EnrollmentOtherStep } from './enrollment-coverage-steps';
import { EnrollmentDependentsStep } from './enrollment-dependents-step';
import { EnrollmentEmployeeStep, type EnrollGroup } from './enrollment-employee-step';
import {
  EMPTY_ENROLLMENT,
  ENROLLMENT_STEPS,
  enrollmentErrors,
  firstStepWithErrors,
  toBody,
  type EnrollmentStep,
  type EnrollmentValues,
} from './enrollment-rules';
import { EnrollmentReview } from './enrollment-review';
import { useCreateEnrollment } from './use-enrollments';
import { FormError } from '../../ui/form-error';

export type { EnrollGroup } from './enrollment-employee-step';

/** The server's life amount in cents is the form's amount in dollars; other paths are the form's own. */
const fieldOf = (path: string) =>
  path === 'lifeCoverageAmountCents'
    ? 'lifeCoverageAmount'
    : path.split('.')[0]! in EMPTY_ENROLLMENT
      ? path
      : undefined;

/** The steps as a numbered list, the current one marked. */
function StepList({ step }: { step: EnrollmentStep }) {
  const { t } = useTranslation('enrollment');
  return (
    <nav aria-label={t('titles.newEnrollment')}>
      <Group component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {ENROLLMENT_STEPS.map((s, i) => (
          <Text
            key={s}
            component="li"
            size="sm"
            fw={s === step ? 700 : 400}
            c={s === step ? undefined : 'dimmed'}
            aria-current={s === step ? 'step' : undefined}
          >
            {`${i + 1}. ${t(`steps.${s}`)}`}
          </Text>
        ))}
      </Group>
    </nav>
  );
}

/**
 * The new-enrollment form (spec §2): employee; dependents with relationship, SSN and date of birth;
 * coverage type and date with the qualifying event date; other insurance; review. Each step is checked
 * with the contract's schema before the next (§5 message keys); leaving with unsaved entries asks first.
 */
export function NewEnrollmentForm({
  onlyGroup,
  detailsPath,
}: {
  /** The caller's one enrolling group when it has exactly one: chosen from the start. */
  onlyGroup: EnrollGroup | null;
  detailsPath: (id: number) => string;
}) {
  const { t } = useTranslation(['enrollment', 'messages', 'common']);
  const [step, setStep] = useState<EnrollmentStep>('employee');
  // The chosen group's number and name: the review names it, and the field shows it again after Back.
  const [group, setGroup] = useState<EnrollGroup | null>(onlyGroup);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const create = useCreateEnrollment();
  const index = ENROLLMENT_STEPS.indexOf(step);
  const go = (next: EnrollmentStep) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const form = useContractForm({
    initial: (): EnrollmentValues => ({
      ...EMPTY_ENROLLMENT,
      groupNumber: onlyGroup ? String(onlyGroup.groupNumber) : '',
    }),
    // The review sends all steps; any other step is checked alone before the next.
    validate: (v: EnrollmentValues) =>
      validationOf(enrollmentErrors(v, step === 'review' ? ENROLLMENT_STEPS : [step]), v),
    fieldOf,
    onInvalid: (fields, fromServer) => {
      const first = firstStepWithErrors(fields);
      if (fromServer && first) go(first);
      else if (first && first !== step) setStep(first);
    },
    onValid: (values) => {
      if (step !== 'review') return go(ENROLLMENT_STEPS[index + 1]!);
      create.mutate(toBody(values), { onError: (error) => form.fail(error) });
    },
  });

  if (create.isSuccess) {
    const { enrollmentId, transactionId } = create.data;
    return (
      <Alert color="teal" variant="light" role="status" title={t('titles.newEnrollment')}>
        <Stack gap="xs">
          <Text size="sm">{t('sent', { id: enrollmentId, transactionId })}</Text>
          <Group gap="md">
            <AppLink to={detailsPath(enrollmentId)} size="sm">
              {t('openSent', { id: enrollmentId })}
            </AppLink>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                create.reset();
                form.reset({ ...EMPTY_ENROLLMENT, groupNumber: form.values.groupNumber });
                setStep('employee');
              }}
            >
              {t('another')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const stepName = t(`steps.${step}`);
  return (
    <ContractForm form={form}>
      <Stack>
        <Text size="sm">{t('intro')}</Text>
        <StepList step={step} />
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {t('stepOf', { current: index + 1, total: ENROLLMENT_STEPS.length, name: stepName })}
        </Title>
        <FormError text={form.formError} />
        {step === 'employee' && (
          <EnrollmentEmployeeStep form={form} group={group} onGroup={setGroup} />
        )}
        {step === 'dependents' && <EnrollmentDependentsStep form={form} />}
        {step === 'coverage' && <EnrollmentCoverageStep form={form} />}
        {step === 'other' && <EnrollmentOtherStep form={form} />}
        {step === 'review' && (
          <EnrollmentReview
            values={form.values}
            groupName={
              group && String(group.groupNumber) === form.values.groupNumber ? group.name : ''
            }
            onEdit={go}
          />
        )}
        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {t('fixErrors')}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={index === 0}
            onClick={() => go(ENROLLMENT_STEPS[index - 1]!)}
          >
            {t('back')}
          </Button>
          {step === 'review' ? (
            <Button type="submit" loading={create.isPending}>
              {t('submit')}
            </Button>
          ) : (
            <Button type="submit">{t('next')}</Button>
          )}
        </Group>
      </Stack>
    </ContractForm>
  );
}
