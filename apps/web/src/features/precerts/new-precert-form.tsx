import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { EMPTY_NEW_PRECERT, validateNewPrecert, type NewPrecertValues } from './new-precert-rules';
import {
  PrecertCodesSection,
  PrecertProviderSections,
  PrecertServiceSection,
} from './new-precert-sections';
import { useOwnProviders, useSubmitPrecert } from './use-new-precert';
import { FormError } from '../../ui/form-error';

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
  const providers = useOwnProviders(ownProviders);
  const submit = useSubmitPrecert();
  const form = useContractForm({
    initial: EMPTY_NEW_PRECERT,
    validate: (v: NewPrecertValues) => validateNewPrecert(v, member),
    // Server paths (`diagnosisCodes.0`) → the form's field; the member's ids are not on the form.
    fieldOf: (path) => {
      const name = path.split('.')[0]!;
      return name in EMPTY_NEW_PRECERT ? name : undefined;
    },
    pending: submit.isPending,
    onValid: (body) => submit.mutate(body, { onError: (error) => form.fail(error) }),
  });

  // The requesting provider is the account's own (when it has exactly one name): filled in, not typed,
  // so an untouched form stays clean.
  const own = providers.data?.[0];
  const prefill = useEffectEvent((p: NonNullable<typeof own>) => {
    const v = form.values;
    if (v.providerName || v.providerNpi) return;
    const next = {
      ...v,
      providerName: p.name,
      providerNpi: p.npi ?? '',
      providerTaxId: p.taxId ?? '',
    };
    if (form.dirty) form.update(() => next);
    else form.reset(next);
  });
  useEffect(() => {
    if (own) prefill(own);
  }, [own]);

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

  const section = { values: form.values, set: form.set, errorOf: form.errorOf };

  return (
    <ContractForm form={form}>
      <Stack>
        <Text size="sm">{t('precertForm.intro', { name: member.name })}</Text>
        <FormError text={form.formError} />
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
    </ContractForm>
  );
}
