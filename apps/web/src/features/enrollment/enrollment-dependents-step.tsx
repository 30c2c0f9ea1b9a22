import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { SectionCard } from '../../ui/section-card';
import { CODE_LISTS, codeLabel, codeOptions } from './code-labels';
import type { EnrollmentForm } from './enrollment-fields';
import { newDependent, type DependentValues } from './enrollment-rules';

/** One dependent: relationship, name, birth, SSN, gender and the coverages elected; removable. */
function DependentCard({ form, index }: { form: EnrollmentForm; index: number }) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const d = form.values.enrollmentDependents[index]!;
  const n = index + 1;
  const path = (f: keyof DependentValues) => `enrollmentDependents.${index}.${f}`;
  const set = <K extends keyof DependentValues>(name: K, value: DependentValues[K]) => {
    form.update((v) => ({
      ...v,
      enrollmentDependents: v.enrollmentDependents.map((x, k) =>
        k === index ? { ...x, [name]: value } : x,
      ),
    }));
    form.setError(path(name), undefined);
  };
  const text = (name: 'firstName' | 'lastName') => (
    <TextInput
      label={t(`fields.${name}`)}
      withAsterisk
      value={d[name]}
      onChange={(e) => set(name, e.currentTarget.value)}
      error={form.errorOf(path(name))}
      autoComplete="off"
    />
  );
  const select = (name: 'relationship' | 'gender') => (
    <NativeSelect
      label={t(`fields.${name}`)}
      withAsterisk
      value={d[name]}
      onChange={(e) => set(name, e.currentTarget.value)}
      error={form.errorOf(path(name))}
      data={codeOptions(t, name)}
    />
  );
  return (
    <SectionCard
      title={t('dependent', { n })}
      actions={
        <Button
          variant="subtle"
          color="red"
          size="xs"
          aria-label={t('removeDependent', { n })}
          onClick={() => {
            form.set(
              'enrollmentDependents',
              form.values.enrollmentDependents.filter((_, k) => k !== index),
            );
            form.clearErrors();
          }}
        >
          {t('removeDependent', { n })}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {select('relationship')}
        {text('firstName')}
        {text('lastName')}
        <DateField
          label={t('fields.dateOfBirth')}
          withAsterisk
          value={d.dateOfBirth}
          onChange={(v) => set('dateOfBirth', v)}
          error={form.errorOf(path('dateOfBirth'))}
        />
        <TextInput
          label={t('fields.ssn')}
          description={t('ssnHint')}
          value={d.ssn}
          inputMode="numeric"
          onChange={(e) => set('ssn', e.currentTarget.value)}
          error={form.errorOf(path('ssn'))}
          autoComplete="off"
        />
        {select('gender')}
      </SimpleGrid>
      <Checkbox.Group
        mt="sm"
        label={t('fields.coverageTypes')}
        withAsterisk
        value={d.coverageTypes}
        onChange={(v) => set('coverageTypes', v)}
        error={form.errorOf(path('coverageTypes'))}
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
}

/** Step 2: the dependents, each on its own card, and adding one. */
export function EnrollmentDependentsStep({ form }: { form: EnrollmentForm }) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const dependents = form.values.enrollmentDependents;
  return (
    <Stack>
      <Text size="sm">{t('dependentsIntro')}</Text>
      {dependents.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noDependents')}
        </Text>
      )}
      {dependents.map((_, i) => (
        <DependentCard key={i} form={form} index={i} />
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            form.set('enrollmentDependents', [...dependents, newDependent(form.values)])
          }
        >
          {t('addDependent')}
        </Button>
      </Group>
    </Stack>
  );
}
