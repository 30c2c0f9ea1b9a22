import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formValueErrors, type Download, type OnlineFormField } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';
import { validationOf } from '../../lib/validate';
import { AppLink } from '../../ui/app-link';
import { errorTextOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { FieldInput } from './online-form-field';
import { useOnlineForms, useSubmitForm } from './use-content-pages';

export type FormKind = 'onlineForm' | 'feedback';

const initialValues = (fields: readonly OnlineFormField[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? 'false' : ''])) as Record<
    string,
    string
  >;

/** Where the form's "back" link goes: the member's documents by default. */
export interface FormBack {
  to: string;
  label: string;
}

/** The filled-in form of one download: checked with the contract's rule, sent to Forms/Form, confirmed. */
function FormBody({
  download,
  kind,
  back,
}: {
  download: Download;
  kind: FormKind;
  back: FormBack | undefined;
}) {
  const { t } = useTranslation(['content', 'messages']);
  const fields = download.fields ?? [];
  const submit = useSubmitForm();
  const form = useContractForm({
    initial: () => initialValues(fields),
    validate: (v: Record<string, string>) => validationOf(formValueErrors(fields, v), v),
    // The server names a field `fields.<name>`.
    fieldOf: (path) => path.replace(/^fields\./, ''),
    onValid: (values) =>
      submit.mutate(
        {
          downloadId: download.downloadId,
          kind,
          displayName: download.displayName,
          fields: values,
        },
        { onError: (error) => form.fail(error) },
      ),
  });

  if (submit.isSuccess) {
    return (
      <Stack>
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t(
            kind === 'feedback' ? 'content:form.feedbackSentTitle' : 'content:form.sentTitle',
          )}
        >
          {t(kind === 'feedback' ? 'content:form.feedbackSent' : 'content:form.sent', {
            name: download.displayName,
          })}
        </Alert>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              submit.reset();
            }}
          >
            {t('content:form.another')}
          </Button>
          <AppLink to={back?.to ?? '/member/documents'}>
            {back?.label ?? t('content:form.backToDocuments')}
          </AppLink>
        </Group>
      </Stack>
    );
  }

  return (
    <ContractForm form={form}>
      <Stack>
        {download.description && <Text>{download.description}</Text>}
        <Text size="sm" c="dimmed">
          {t('content:form.requiredNote')}
        </Text>
        {submit.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(submit.error, t)}
          </Alert>
        )}
        {fields.map((f) => (
          <FieldInput
            key={f.name}
            field={f}
            value={form.values[f.name] ?? ''}
            error={form.errorOf(f.name)}
            // Errors stay until the next submit.
            onChange={(v) => form.update((s) => ({ ...s, [f.name]: v }))}
          />
        ))}
        <Group justify="space-between">
          <AppLink to={back?.to ?? '/member/documents'}>
            {back?.label ?? t('content:form.backToDocuments')}
          </AppLink>
          <Button type="submit" loading={submit.isPending}>
            {t(kind === 'feedback' ? 'content:form.sendFeedback' : 'content:form.submit')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}

/** Finds the download's form among those the member may fill in; a wrong kind or id reads as not found. */
export function OnlineForm({
  downloadId,
  kind,
  back,
}: {
  downloadId: number;
  kind: FormKind;
  back?: FormBack;
}) {
  const { t } = useTranslation('content');
  const forms = useOnlineForms();
  return (
    <QueryState query={forms} emptyText="">
      {(items) => {
        const found = items.find(
          (d) =>
            d.downloadId === downloadId && (kind === 'feedback' ? d.isFeedback : d.isOnlineForm),
        );
        if (!found || !found.fields?.length)
          return (
            <Alert color="yellow" variant="light" role="alert" title={t('form.notFoundTitle')}>
              <Text size="sm">{t('form.notFound')}</Text>
              <AppLink to={back?.to ?? '/member/documents'} size="sm">
                {back?.label ?? t('form.backToDocuments')}
              </AppLink>
            </Alert>
          );
        return <FormBody key={found.downloadId} download={found} kind={kind} back={back} />;
      }}
    </QueryState>
  );
}
