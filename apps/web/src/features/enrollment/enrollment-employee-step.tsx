import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { US_STATES } from '@bp/contract/reference/us-states';
import { useTranslation } from 'react-i18next';
import { GroupSelect } from '../../ui/group-select';
import { SectionCard } from '../../ui/section-card';
import { useEnrollmentFields, type EnrollmentForm } from './enrollment-fields';

/** A group the caller may enroll into. */
export interface EnrollGroup {
  groupNumber: number;
  name: string;
}

/**
 * Step 1: the employee — group, name, birth, SSN, gender, marital and pay status, hire date, address, contact.
 * The group is a typeahead over the caller's groups that take online enrollment (searched on the server).
 */
export function EnrollmentEmployeeStep({
  form,
  group,
  onGroup,
}: {
  form: EnrollmentForm;
  /** The chosen group, when known (shown again when the step comes back). */
  group: EnrollGroup | null;
  onGroup: (group: EnrollGroup | null) => void;
}) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const { text, select, date } = useEnrollmentFields(form);
  const { values, set, errorOf } = form;
  return (
    <SectionCard title={t('steps.employee')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <GroupSelect
          label={t('fields.groupNumber')}
          withAsterisk
          withFlag="enrollment"
          allowDeselect={false}
          placeholder={t('chooseGroup')}
          value={values.groupNumber || null}
          selected={group}
          onChange={(v, g) => {
            set('groupNumber', v ?? '');
            onGroup(g);
          }}
          error={errorOf('groupNumber')}
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
          error={errorOf('state')}
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
  );
}
