import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Download } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';
import { validationOf } from '../../lib/validate';
import { notify } from '../../ui/notify';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { FileFields, fileValueErrors, fileValuesOf, type FileValues } from './file-fields';
import { useUpdateFile } from './use-file-management';
import { FormError } from '../../ui/form-error';

/** Downloads/Update of one download's name, category, year, language and audience. */
export function EditDialog({ download, onClose }: { download: Download; onClose: () => void }) {
  const { t } = useTranslation(['file-management', 'messages', 'common']);
  const update = useUpdateFile();
  const form = useContractForm({
    initial: () => fileValuesOf(download),
    validate: (v: FileValues) => validationOf(fileValueErrors(v), v),
    // FileFields keys its errors by the request's field names, as the server does.
    fieldOf: (path) => path,
    guard: false,
    onValid: (v) =>
      update.mutate(
        {
          downloadId: download.downloadId,
          displayName: v.displayName.trim(),
          ...(v.description.trim() ? { description: v.description.trim() } : {}),
          categoryId: Number(v.categoryId),
          year: v.year.trim() ? Number(v.year.trim()) : null,
          language: v.language,
          groupNumbers: v.groups.map(Number),
          roleIds: v.roles.map(Number),
        },
        {
          onSuccess: () => {
            notify({ text: t('edit.saved'), type: 'success' });
            onClose();
          },
          onError: (error) => form.fail(error),
        },
      ),
  });
  // FileFields takes the errors as texts.
  const errorTexts = Object.fromEntries(
    Object.keys(form.errors).map((k) => [k, form.errorOf(k) ?? '']),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('edit.title', { name: download.displayName })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="xl"
    >
      <ContractForm form={form}>
        <Stack>
          <FormError text={form.formError} />
          <FileFields
            values={form.values}
            errors={errorTexts}
            onChange={(patch, field) => {
              form.update((p) => ({ ...p, ...patch }));
              form.clearErrors(field);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </Modal>
  );
}
