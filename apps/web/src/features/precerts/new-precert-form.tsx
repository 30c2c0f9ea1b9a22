import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import {
  EMPTY_NEW_PRECERT,
  validateNewPrecert,
  type NewPrecertField,
  type NewPrecertValues,
} from './new-precert-rules';
import {
  PrecertCodesSection,
  PrecertProviderSections,
  PrecertServiceSection,
} from './new-precert-sections';
import { useOwnProviders, useSubmitPrecert } from './use-new-precert';

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

  const section = { values, set, errorOf };

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
        <PrecertServiceSection {...section} />
        <PrecertCodesSection {...section} groupNumber={member.groupNumber} />
        <PrecertProviderSections {...section} />

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
