import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/section-card';
import { CODE_LISTS, codeLabel } from './code-labels';
import { useEnrollmentFields, type EnrollmentForm } from './enrollment-fields';

/** Step 3: the coverage — enrollment type, coverage date, qualifying event, coverages and life amount. */
export function EnrollmentCoverageStep({ form }: { form: EnrollmentForm }) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const { text, select, date } = useEnrollmentFields(form);
  const { values } = form;
  return (
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
          onChange={(v) => form.set('coverageTypes', v)}
          error={form.errorOf('coverageTypes')}
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
  );
}

/** Step 4: other insurance — company, policy number, effective date. */
export function EnrollmentOtherStep({ form }: { form: EnrollmentForm }) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const { text, date } = useEnrollmentFields(form);
  return (
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
  );
}
