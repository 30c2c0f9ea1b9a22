import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DateField } from '../../ui/date-field';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { DiagnosisCodePicker, ProcedureCodePicker } from './code-picker';
import {
  EMPTY_NEW_PRECERT,
  SERVICE_TYPES,
  validateNewPrecert,
  type NewPrecertField,
  type NewPrecertValues,
} from './new-precert-rules';
import { useOwnProviders, useSubmitPrecert } from './use-new-precert';

const MAX_CODES = 12;

/** The member the request is for. */
export interface PrecertMember {
  memberId: string;
  dependentNumber: number;
  groupNumber: number;
  name: string;
}

/**
 * A provider files a pre-certification for a member (Conversations/OnlinePrecertification): service,
 * dates, provider, diagnosis codes (type-ahead) and procedure codes; the confirmation shows the new
 * certification number with a link to the pre-certification search.
 */
export function NewPrecertForm({
  member,
  searchPath,
  profilePath,
  ownProviders = true,
}: {
  member: PrecertMember;
  searchPath: string;
  profilePath: string;
  /** Fill in the requesting provider from the account's own accesses (providers; staff type it). */
  ownProviders?: boolean;
}) {
  const { t } = useTranslation(['provider', 'precerts', 'messages', 'common']);
  const [values, setValues] = useState<NewPrecertValues>(EMPTY_NEW_PRECERT);
  const [errors, setErrors] = useState<Partial<Record<NewPrecertField | '_form', string>>>({});
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const providers = useOwnProviders(ownProviders);
  const submit = useSubmitPrecert();

  // The requesting provider is the account's own (when it has exactly one name).
  const own = providers.data?.[0];
  useEffect(() => {
    if (!own) return;
    setValues((v) =>
      v.providerName || v.providerNpi
        ? v
        : {
            ...v,
            providerName: own.name,
            providerNpi: own.npi ?? '',
            providerTaxId: own.taxId ?? '',
          },
    );
  }, [own]);

  const set = <K extends NewPrecertField>(name: K, value: NewPrecertValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setDirty(true);
  };
  const errorOf = (name: NewPrecertField) =>
    errors[name] ? t(`messages:${errors[name]}`, { defaultValue: errors[name] }) : undefined;
  const text = (name: NewPrecertField, autoComplete = 'off') => ({
    label: t(`precertForm.fields.${name}`),
    value: values[name] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    error: errorOf(name),
    autoComplete,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateNewPrecert(values, member);
    if (!result.ok) {
      setErrors(result.fields);
      focusFirstInvalid(formRef.current);
      return;
    }
    submit.mutate(result.body, {
      onSuccess: () => setDirty(false),
      onError: (error) => {
        const fields = fieldErrorsOf(error, t);
        if (Object.keys(fields).length) {
          setErrors(fields as typeof errors);
          focusFirstInvalid(formRef.current);
        }
      },
    });
  };

  if (submit.isSuccess) {
    const certNo = submit.data.certNo;
    return (
      <Alert color="teal" variant="light" role="status" title={t('precertForm.sentTitle')}>
        <Stack gap="xs">
          <Text size="sm">
            {certNo
              ? t('precertForm.sentWithNumber', { certNo, name: member.name })
              : t('precertForm.sentWithoutNumber', { name: member.name })}
          </Text>
          <Group gap="md">
            <AppLink to={searchPath} size="sm">
              {t('precertForm.toSearch')}
            </AppLink>
            <AppLink to={profilePath} size="sm">
              {t('precertForm.toProfile')}
            </AppLink>
          </Group>
        </Stack>
      </Alert>
    );
  }

  // Server field errors come back already translated; ours are keys.
  const shown = (name: NewPrecertField) => errorOf(name);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack>
        <Text size="sm">{t('precertForm.intro', { name: member.name })}</Text>
        {submit.isError && Object.keys(fieldErrorsOf(submit.error, t)).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(submit.error, t)}
          </Alert>
        )}
        <SectionCard title={t('precertForm.serviceTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('precertForm.fields.serviceType')}
              withAsterisk
              value={values.serviceType}
              onChange={(e) =>
                set('serviceType', e.currentTarget.value as NewPrecertValues['serviceType'])
              }
              error={shown('serviceType')}
              data={[
                { value: '', label: t('precertForm.chooseService') },
                ...SERVICE_TYPES.map((s) => ({
                  value: s,
                  label: t(`precerts:serviceType.${s.toLowerCase()}`),
                })),
              ]}
            />
            <DateField
              label={t('precertForm.fields.serviceDate')}
              withAsterisk
              value={values.serviceDate}
              onChange={(v) => set('serviceDate', v)}
              error={shown('serviceDate')}
            />
            <DateField
              label={t('precertForm.fields.admitDate')}
              value={values.admitDate}
              onChange={(v) => set('admitDate', v)}
              error={shown('admitDate')}
            />
            <DateField
              label={t('precertForm.fields.dischargeDate')}
              value={values.dischargeDate}
              onChange={(v) => set('dischargeDate', v)}
              error={shown('dischargeDate')}
            />
            <TextInput {...text('facilityName')} />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('precertForm.codesTitle')}>
          <Stack>
            <DiagnosisCodePicker
              label={t('precertForm.fields.diagnosisCodes')}
              description={t('precertForm.diagnosisHelp')}
              value={values.diagnosisCodes}
              onChange={(codes) => set('diagnosisCodes', codes)}
              error={shown('diagnosisCodes')}
              required
              max={MAX_CODES}
            />
            <ProcedureCodePicker
              groupNumber={member.groupNumber}
              label={t('precertForm.fields.procedureCodes')}
              description={t('precertForm.procedureHelp')}
              value={values.procedureCodes}
              onChange={(codes) => set('procedureCodes', codes)}
              error={shown('procedureCodes')}
              max={MAX_CODES}
            />
          </Stack>
        </SectionCard>

        <SectionCard title={t('precertForm.providerTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('providerName', 'organization')} withAsterisk />
            <TextInput {...text('providerNpi')} withAsterisk inputMode="numeric" />
            <TextInput {...text('providerTaxId')} />
            <TextInput {...text('providerPhone', 'tel')} withAsterisk type="tel" />
            <TextInput {...text('providerFax')} type="tel" />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('precertForm.contactTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('contactName', 'name')} withAsterisk />
            <TextInput {...text('contactPhone', 'tel')} withAsterisk type="tel" />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t('precertForm.fields.notes')}
            value={values.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
            error={shown('notes')}
            autosize
            minRows={3}
            maxLength={4000}
          />
        </SectionCard>

        <Group justify="space-between">
          <AppLink to={profilePath}>{t('precertForm.cancel')}</AppLink>
          <Button type="submit" loading={submit.isPending}>
            {t('precertForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
