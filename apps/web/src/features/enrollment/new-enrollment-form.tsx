import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { US_STATES } from '@bp/contract/reference/us-states';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DateField } from '../../ui/date-field';
import { errorTextOf, focusFirstInvalid } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { ApiError } from '../../lib/api';
import { CODE_LISTS, codeLabel, codeOptions } from './code-labels';
import {
  EMPTY_ENROLLMENT,
  ENROLLMENT_STEPS,
  enrollmentErrors,
  firstStepWithErrors,
  newDependent,
  toBody,
  type DependentValues,
  type EnrollmentStep,
  type EnrollmentValues,
} from './enrollment-rules';
import { EnrollmentReview } from './enrollment-review';
import { useCreateEnrollment } from './use-enrollments';

type TextField = {
  [K in keyof EnrollmentValues]: EnrollmentValues[K] extends string ? K : never;
}[keyof EnrollmentValues];

/** A group the caller may enroll into. */
export interface EnrollGroup {
  groupNumber: number;
  name: string;
}

/**
 * The new-enrollment form (spec §2): employee; dependents with relationship, SSN and date of birth;
 * coverage type and date with the qualifying event date; other insurance; review. Each step is checked
 * with the contract's schema before the next (§5 message keys); leaving with unsaved entries asks first.
 */
export function NewEnrollmentForm({
  groups,
  detailsPath,
}: {
  groups: readonly EnrollGroup[];
  detailsPath: (id: number) => string;
}) {
  const { t } = useTranslation(['enrollment', 'messages', 'common']);
  const [values, setValues] = useState<EnrollmentValues>(() => ({
    ...EMPTY_ENROLLMENT,
    groupNumber: groups.length === 1 ? String(groups[0]!.groupNumber) : '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<EnrollmentStep>('employee');
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const create = useCreateEnrollment();
  const index = ENROLLMENT_STEPS.indexOf(step);

  const set = <K extends keyof EnrollmentValues>(name: K, value: EnrollmentValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      const { [name as string]: _gone, ...rest } = e;
      return rest;
    });
    setDirty(true);
  };
  const setDependent = <K extends keyof DependentValues>(
    i: number,
    name: K,
    value: DependentValues[K],
  ) => {
    setValues((v) => ({
      ...v,
      enrollmentDependents: v.enrollmentDependents.map((d, k) =>
        k === i ? { ...d, [name]: value } : d,
      ),
    }));
    setErrors((e) => {
      const { [`enrollmentDependents.${i}.${name}`]: _gone, ...rest } = e;
      return rest;
    });
    setDirty(true);
  };
  const msg = (path: string) =>
    errors[path] ? t(`messages:${errors[path]}`, { defaultValue: errors[path] }) : undefined;
  const go = (next: EnrollmentStep) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const text = (name: TextField, required = false, autoComplete = 'off') => ({
    label: t(`fields.${name}`),
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    error: msg(name),
    withAsterisk: required,
    autoComplete,
  });
  const select = (name: TextField, list: keyof typeof CODE_LISTS, required = true) => (
    <NativeSelect
      label={t(`fields.${name}`)}
      withAsterisk={required}
      value={values[name]}
      onChange={(e) => set(name, e.currentTarget.value)}
      error={msg(name)}
      data={codeOptions(t, list)}
    />
  );
  const date = (name: TextField, required = false) => (
    <DateField
      label={t(`fields.${name}`)}
      withAsterisk={required}
      value={values[name]}
      onChange={(v) => set(name, v)}
      error={msg(name)}
    />
  );

  const check = (steps: readonly EnrollmentStep[]) => {
    const found = enrollmentErrors(values, steps);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = firstStepWithErrors(found);
      if (first && first !== step) setStep(first);
      focusFirstInvalid(formRef.current);
      return false;
    }
    return true;
  };
  const onNext = () => {
    if (check([step])) go(ENROLLMENT_STEPS[index + 1]!);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (step !== 'review') return onNext();
    if (!check(ENROLLMENT_STEPS)) return;
    create.mutate(toBody(values), {
      onSuccess: () => setDirty(false),
      onError: (error) => {
        if (error instanceof ApiError && error.body.fields) {
          setErrors(error.body.fields);
          const first = firstStepWithErrors(error.body.fields);
          if (first) go(first);
          focusFirstInvalid(formRef.current);
        }
      },
    });
  };

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
                setValues({ ...EMPTY_ENROLLMENT, groupNumber: values.groupNumber });
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
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack>
        <Text size="sm">{t('intro')}</Text>
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
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {t('stepOf', { current: index + 1, total: ENROLLMENT_STEPS.length, name: stepName })}
        </Title>
        {create.isError && !(create.error instanceof ApiError && create.error.body.fields) && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(create.error, t)}
          </Alert>
        )}

        {step === 'employee' && (
          <SectionCard title={t('steps.employee')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('fields.groupNumber')}
                withAsterisk
                value={values.groupNumber}
                onChange={(e) => set('groupNumber', e.currentTarget.value)}
                error={msg('groupNumber')}
                data={[
                  { value: '', label: t('chooseGroup') },
                  ...groups.map((g) => ({
                    value: String(g.groupNumber),
                    label: `${g.groupNumber} ${g.name}`,
                  })),
                ]}
              />
              <TextInput {...text('firstName', true)} />
              <TextInput {...text('lastName', true)} />
              {date('dateOfBirth', true)}
              <TextInput {...text('ssn', true)} description={t('ssnHint')} inputMode="numeric" />
              {select('gender', 'gender')}
              {select('primaryMemberMaritalStatusType', 'marital')}
              {date('hireDate', true)}
              {select('primaryMemberPayStatus', 'pay')}
              <TextInput {...text('addressLine1', true, 'address-line1')} />
              <TextInput {...text('addressLine2', false, 'address-line2')} />
              <TextInput {...text('city', true, 'address-level2')} />
              <NativeSelect
                label={t('fields.state')}
                withAsterisk
                value={values.state}
                onChange={(e) => set('state', e.currentTarget.value)}
                error={msg('state')}
                data={[
                  { value: '', label: t('choose') },
                  ...US_STATES.map((s) => ({ value: s.code, label: s.description })),
                ]}
              />
              <TextInput {...text('zip', true, 'postal-code')} inputMode="numeric" />
              <TextInput {...text('primaryMemberHomePhone', false, 'tel')} type="tel" />
              <TextInput {...text('primaryMemberWorkPhone', false, 'tel')} type="tel" />
              <TextInput {...text('primaryMemberEmail', false, 'email')} type="email" />
            </SimpleGrid>
          </SectionCard>
        )}

        {step === 'dependents' && (
          <Stack>
            <Text size="sm">{t('dependentsIntro')}</Text>
            {values.enrollmentDependents.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('noDependents')}
              </Text>
            )}
            {values.enrollmentDependents.map((d, i) => {
              const p = (f: keyof DependentValues) => `enrollmentDependents.${i}.${f}`;
              const n = i + 1;
              return (
                <SectionCard
                  key={i}
                  title={t('dependent', { n })}
                  actions={
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={t('removeDependent', { n })}
                      onClick={() => {
                        set(
                          'enrollmentDependents',
                          values.enrollmentDependents.filter((_, k) => k !== i),
                        );
                        setErrors({});
                      }}
                    >
                      {t('removeDependent', { n })}
                    </Button>
                  }
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <NativeSelect
                      label={t('fields.relationship')}
                      withAsterisk
                      value={d.relationship}
                      onChange={(e) => setDependent(i, 'relationship', e.currentTarget.value)}
                      error={msg(p('relationship'))}
                      data={codeOptions(t, 'relationship')}
                    />
                    <TextInput
                      label={t('fields.firstName')}
                      withAsterisk
                      value={d.firstName}
                      onChange={(e) => setDependent(i, 'firstName', e.currentTarget.value)}
                      error={msg(p('firstName'))}
                      autoComplete="off"
                    />
                    <TextInput
                      label={t('fields.lastName')}
                      withAsterisk
                      value={d.lastName}
                      onChange={(e) => setDependent(i, 'lastName', e.currentTarget.value)}
                      error={msg(p('lastName'))}
                      autoComplete="off"
                    />
                    <DateField
                      label={t('fields.dateOfBirth')}
                      withAsterisk
                      value={d.dateOfBirth}
                      onChange={(v) => setDependent(i, 'dateOfBirth', v)}
                      error={msg(p('dateOfBirth'))}
                    />
                    <TextInput
                      label={t('fields.ssn')}
                      description={t('ssnHint')}
                      value={d.ssn}
                      inputMode="numeric"
                      onChange={(e) => setDependent(i, 'ssn', e.currentTarget.value)}
                      error={msg(p('ssn'))}
                      autoComplete="off"
                    />
                    <NativeSelect
                      label={t('fields.gender')}
                      withAsterisk
                      value={d.gender}
                      onChange={(e) => setDependent(i, 'gender', e.currentTarget.value)}
                      error={msg(p('gender'))}
                      data={codeOptions(t, 'gender')}
                    />
                  </SimpleGrid>
                  <Checkbox.Group
                    mt="sm"
                    label={t('fields.coverageTypes')}
                    withAsterisk
                    value={d.coverageTypes}
                    onChange={(v) => setDependent(i, 'coverageTypes', v)}
                    error={msg(p('coverageTypes'))}
                  >
                    <Group mt="xs">
                      {CODE_LISTS.coverage
                        .filter((c) => c !== 'LIFE')
                        .map((c) => (
                          <Checkbox key={c} value={c} label={codeLabel(t, 'coverage', c)} />
                        ))}
                    </Group>
                  </Checkbox.Group>
                </SectionCard>
              );
            })}
            <Group>
              <Button
                variant="default"
                onClick={() =>
                  set('enrollmentDependents', [
                    ...values.enrollmentDependents,
                    newDependent(values),
                  ])
                }
              >
                {t('addDependent')}
              </Button>
            </Group>
          </Stack>
        )}

        {step === 'coverage' && (
          <SectionCard title={t('steps.coverage')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {select('enrollmentType', 'type')}
                {date('coverageDate', true)}
                {date('dateOfQualifyingEvent', values.enrollmentType === 'QE')}
              </SimpleGrid>
              <Checkbox.Group
                label={t('fields.coverageTypes')}
                withAsterisk
                value={values.coverageTypes}
                onChange={(v) => set('coverageTypes', v)}
                error={msg('coverageTypes')}
              >
                <Group mt="xs">
                  {CODE_LISTS.coverage.map((c) => (
                    <Checkbox key={c} value={c} label={codeLabel(t, 'coverage', c)} />
                  ))}
                </Group>
              </Checkbox.Group>
              {values.coverageTypes.includes('LIFE') && (
                <TextInput {...text('lifeCoverageAmount')} inputMode="decimal" />
              )}
            </Stack>
          </SectionCard>
        )}

        {step === 'other' && (
          <SectionCard title={t('steps.other')}>
            <Text size="sm" mb="sm">
              {t('otherIntro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...text('otherInsuranceCompany')} />
              <TextInput {...text('otherInsurancePolicyNumber')} />
              {date('otherInsuranceEffectiveDate')}
            </SimpleGrid>
          </SectionCard>
        )}

        {step === 'review' && (
          <EnrollmentReview
            values={values}
            groupName={groups.find((g) => String(g.groupNumber) === values.groupNumber)?.name ?? ''}
            onEdit={go}
          />
        )}

        {Object.keys(errors).length > 0 && (
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
    </form>
  );
}
