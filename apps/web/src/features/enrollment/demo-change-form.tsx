import { Alert, Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { demoChangeRequest } from '@bp/contract/api/enrollments';
import { US_STATES } from '@bp/contract/reference/us-states';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { DateField } from '../../ui/date-field';
import { errorTextOf } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useSubmitDemoChange } from './use-enrollments';

const FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'homePhone',
  'workPhone',
  'email',
  'effectiveDate',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const REQUIRED: readonly Field[] = ['addressLine1', 'city', 'state', 'zip'];

/** The contact details on file, to start from. */
export type ContactOnFile = Partial<Record<Field, string | null>>;

/**
 * The online demographic change (OnlineEnrollments/DemoChange): address, phones and e-mail, checked with
 * the contract's rules (§5 zip, phone, e-mail, date) and sent for eligibility staff to review.
 */
export function DemoChangeForm({
  memberId,
  name,
  onFile,
}: {
  /** Staff and employers name the member; members leave it out (themselves). */
  memberId?: string;
  name: string;
  onFile?: ContactOnFile;
}) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const submit = useSubmitDemoChange();
  const bodyOf = (values: Values) => ({ ...(memberId ? { memberId } : {}), ...values });
  const form = useContractForm({
    initial: () => Object.fromEntries(FIELDS.map((f) => [f, onFile?.[f] ?? ''])) as Values,
    validate: demoChangeRequest,
    input: bodyOf,
    onValid: (_data, values) =>
      submit.mutate(bodyOf(values), {
        onSuccess: () => form.reset(values),
        onError: (error) => form.fail(error),
      }),
  });
  const { values, set, errorOf: msg } = form;
  if (submit.isSuccess)
    return (
      <Alert color="teal" variant="light" role="status">
        {t('demo.sent', { id: submit.data.demoChangeId })}
      </Alert>
    );
  const field = (f: Field, autoComplete: string, type?: string) => (
    <TextInput
      key={f}
      label={t(`demo.fields.${f}`)}
      withAsterisk={REQUIRED.includes(f)}
      value={values[f]}
      error={msg(f)}
      autoComplete={autoComplete}
      type={type}
      onChange={(e) => set(f, e.currentTarget.value)}
    />
  );
  return (
    <ContractForm form={form}>
      <SectionCard title={t('titles.demoChange')}>
        <Stack>
          <Text size="sm">{t('demo.memberIntro', { name })}</Text>
          {submit.isError && (
            <Alert color="red" variant="light" role="alert">
              {submit.error instanceof ApiError &&
              submit.error.body.error_description === 'forbidden'
                ? t('demo.notAllowed')
                : errorTextOf(submit.error, t)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('addressLine1', 'address-line1')}
            {field('addressLine2', 'address-line2')}
            {field('city', 'address-level2')}
            <NativeSelect
              label={t('demo.fields.state')}
              withAsterisk
              value={values.state}
              error={msg('state')}
              onChange={(e) => set('state', e.currentTarget.value)}
              data={[
                { value: '', label: t('choose') },
                ...US_STATES.map((s) => ({ value: s.code, label: s.description })),
              ]}
            />
            {field('zip', 'postal-code')}
            {field('homePhone', 'tel', 'tel')}
            {field('workPhone', 'tel', 'tel')}
            {field('email', 'email', 'email')}
            <DateField
              label={t('demo.fields.effectiveDate')}
              value={values.effectiveDate}
              onChange={(v) => set('effectiveDate', v)}
              error={msg('effectiveDate')}
            />
          </SimpleGrid>
          <div>
            <Button type="submit" loading={submit.isPending}>
              {t('demo.submit')}
            </Button>
          </div>
        </Stack>
      </SectionCard>
    </ContractForm>
  );
}
