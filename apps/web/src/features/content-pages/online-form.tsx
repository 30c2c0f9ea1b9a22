import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { formValueErrors, type Download, type OnlineFormField } from '@bp/contract/api/downloads';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { useOnlineForms, useSubmitForm } from './use-content-pages';

export type FormKind = 'onlineForm' | 'feedback';

const initialValues = (fields: readonly OnlineFormField[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? 'false' : ''])) as Record<
    string,
    string
  >;

/** One input for a form field of any type (labels come from the form's definition). */
function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: OnlineFormField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('content');
  const common = { label: field.label, withAsterisk: field.required, error, name: field.name };
  switch (field.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={value}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          name={field.name}
          error={error}
          checked={value === 'true'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'true' : 'false')}
          required={field.required}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[
            { value: '', label: t('form.choose') },
            ...field.options.map((o) => ({ value: o, label: o })),
          ]}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value}
          maxLength={200}
          type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
          placeholder={field.type === 'date' ? t('form.datePlaceholder') : undefined}
          description={field.type === 'date' ? t('form.dateHint') : undefined}
          inputMode={field.type === 'date' ? 'numeric' : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

/** The filled-in form of one download: checked with the contract's rule, sent to Forms/Form, confirmed. */
/** Where the form's "back" link goes: the member's documents by default. */
export interface FormBack {
  to: string;
  label: string;
}

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
  const [values, setValues] = useState(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitForm();
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useFocusFirstError(formRef, refused);
  useFocusFirstError(formRef, submit.error);
  const dirty =
    !submit.isSuccess && JSON.stringify(values) !== JSON.stringify(initialValues(fields));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = formValueErrors(fields, values);
    setErrors(found);
    if (Object.keys(found).length) {
      setRefused((n) => n + 1);
      return;
    }
    submit.mutate({
      downloadId: download.downloadId,
      kind,
      displayName: download.displayName,
      fields: values,
    });
  };

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
              setValues(initialValues(fields));
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

  const server = Object.fromEntries(
    Object.entries(fieldErrorsOf(submit.error, t)).map(([k, v]) => [k.replace(/^fields\./, ''), v]),
  );
  const errorOf = (name: string) =>
    errors[name]
      ? t(`messages:${errors[name]}`, { defaultValue: t('messages:invalidValue') })
      : server[name];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
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
            value={values[f.name] ?? ''}
            error={errorOf(f.name)}
            onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
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
    </form>
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
