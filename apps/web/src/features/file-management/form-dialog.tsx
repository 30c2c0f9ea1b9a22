import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import type { Download } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';
import { validationOf } from '../../lib/validate';
import { notify } from '../../ui/notify';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { emptyRow, FormFieldRows, type Row } from './form-field-rows';
import { useAssignForm } from './use-file-management';
import { FormError } from '../../ui/form-error';

type Kind = 'none' | 'form' | 'feedback';
interface FormValues {
  kind: Kind;
  email: string;
  rows: Row[];
}
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** Client checks mirroring AssignOnlineForm: at least one field, names, labels, select options. */
export function formRowErrors(kind: Kind, email: string, rows: readonly Row[]) {
  const e: Record<string, string> = {};
  if (kind === 'none') return e;
  if (email.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim()))
    e.recipientEmail = 'validationEmail';
  if (rows.length === 0) e.fields = 'required';
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (!r.name.trim()) e[`fields.${i}.name`] = 'required';
    else if (!NAME.test(r.name.trim())) e[`fields.${i}.name`] = 'incorrectFormat';
    else if (seen.has(r.name.trim().toLowerCase())) e[`fields.${i}.name`] = 'invalidValue';
    seen.add(r.name.trim().toLowerCase());
    if (!r.label.trim()) e[`fields.${i}.label`] = 'required';
    if (r.type === 'select' && !r.options.split(',').some((o) => o.trim()))
      e[`fields.${i}.options`] = 'required';
  });
  return e;
}

/** The AssignOnlineForm body: the kind, the recipient and the fields (none when neither kind). */
function assignBody(download: Download, kind: Kind, email: string, rows: readonly Row[]) {
  return {
    downloadId: download.downloadId,
    isOnlineForm: kind === 'form',
    isFeedback: kind === 'feedback',
    ...(kind !== 'none' && email.trim() ? { recipientEmail: email.trim() } : {}),
    fields:
      kind === 'none'
        ? []
        : rows.map((r) => ({
            name: r.name.trim(),
            label: r.label.trim(),
            type: r.type,
            required: r.required,
            options:
              r.type === 'select'
                ? r.options
                    .split(',')
                    .map((o) => o.trim())
                    .filter(Boolean)
                : [],
          })),
  };
}

/** AssignOnlineForm: makes the download an online form or a feedback form with its fields, or neither. */
export function FormDialog({ download, onClose }: { download: Download; onClose: () => void }) {
  const { t } = useTranslation(['file-management', 'messages', 'common']);
  const assign = useAssignForm();
  const form = useContractForm({
    initial: (): FormValues => ({
      kind: download.isFeedback ? 'feedback' : download.isOnlineForm ? 'form' : 'none',
      email: '',
      rows: download.fields?.length
        ? download.fields.map((f) => ({ ...f, options: f.options.join(', ') }))
        : [emptyRow()],
    }),
    validate: (v: FormValues) => validationOf(formRowErrors(v.kind, v.email, v.rows), v),
    fieldOf: (path) => path,
    guard: false,
    onValid: (v) =>
      assign.mutate(assignBody(download, v.kind, v.email, v.rows), {
        onSuccess: () => {
          notify({ text: t('form.saved'), type: 'success' });
          onClose();
        },
        onError: (error) => form.fail(error),
      }),
  });
  const { values, set, errorOf } = form;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('form.title', { name: download.displayName })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="xl"
    >
      <ContractForm form={form}>
        <Stack>
          <FormError text={form.formError} />
          <Radio.Group
            label={t('form.kind')}
            value={values.kind}
            onChange={(k) => set('kind', k === 'form' || k === 'feedback' ? k : 'none')}
            error={errorOf('isFeedback')}
          >
            <Group mt="xs">
              <Radio value="none" label={t('form.kinds.none')} />
              <Radio value="form" label={t('form.kinds.form')} />
              <Radio value="feedback" label={t('form.kinds.feedback')} />
            </Group>
          </Radio.Group>
          {values.kind !== 'none' && (
            <>
              <TextInput
                label={t('form.recipient')}
                description={t('form.recipientHelp')}
                type="email"
                maxLength={200}
                value={values.email}
                error={errorOf('recipientEmail')}
                onChange={(e) => set('email', e.currentTarget.value)}
              />
              <FormFieldRows
                rows={values.rows}
                onChange={(rows) => set('rows', rows)}
                errorOf={errorOf}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </Modal>
  );
}
