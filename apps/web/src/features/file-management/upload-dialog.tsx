import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationOf, type Validation } from '../../lib/validate';
import { notify } from '../../ui/notify';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { checkAttachments } from '../../lib/attachment-rules';
import { EMPTY_FILE_VALUES, FileFields, fileValueErrors, type FileValues } from './file-fields';
import { UploadFilesField } from './upload-files-field';
import { perFileProgress, useUploadFiles } from './use-file-management';
import { FormError } from '../../ui/form-error';

/**
 * Upload of up to 5 files (10 MB each, allowed types by content, no duplicates: checked here as on the
 * server) with their name, category, year, language and audience; each file's progress is shown while
 * the request is sent.
 */
export function UploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['file-management', 'messages', 'common']);
  const upload = useUploadFiles();
  const [files, setFiles] = useState<File[]>([]);
  /** The chosen files' problem, naming the file at fault (the server's lands in the form's `files`). */
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number[]>([]);

  /** The translated problem of the chosen files, naming the file at fault. */
  const problemText = async (chosen: readonly File[]) => {
    const problem = await checkAttachments(chosen);
    if (!problem) return undefined;
    const text = t(`messages:${problem.problem}`);
    const file = problem.index === undefined ? undefined : chosen[problem.index];
    return file ? `${file.name}: ${text}` : text;
  };

  const form = useContractForm({
    initial: EMPTY_FILE_VALUES,
    // The describing fields and the files together: a problem of either refuses the upload.
    validate: async (v: FileValues): Promise<Validation<FileValues>> => {
      const problem = files.length === 0 ? t('messages:required') : await problemText(files);
      setFileError(problem);
      const checked = validationOf(fileValueErrors(v), v);
      return problem && checked.ok ? { ok: false, fields: {} } : checked;
    },
    fieldOf: (path) => path,
    guard: false,
    onValid: (v) => {
      const sizes = files.map((f) => f.size);
      setProgress(sizes.map(() => 0));
      upload.mutate(
        {
          files,
          fields: {
            displayName: v.displayName.trim(),
            ...(v.description.trim() ? { description: v.description.trim() } : {}),
            categoryId: v.categoryId,
            ...(v.year.trim() ? { year: v.year.trim() } : {}),
            language: v.language,
            groupNumbers: v.groups.join(','),
            roleIds: v.roles.join(','),
          },
          onProgress: (fraction) => setProgress(perFileProgress(sizes, fraction)),
        },
        {
          onSuccess: (r) => {
            notify({ text: t('upload.done', { count: r.downloadIds.length }), type: 'success' });
            reset();
            onClose();
          },
          onError: (error) => {
            setProgress([]);
            form.fail(error);
          },
        },
      );
    },
  });
  // FileFields takes the errors as texts.
  const errorTexts = Object.fromEntries(
    Object.keys(form.errors).map((k) => [k, form.errorOf(k) ?? '']),
  );

  const reset = () => {
    setFiles([]);
    setFileError(undefined);
    form.reset();
    setProgress([]);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    setProgress([]);
    form.clearErrors('files');
    setFileError(await problemText(chosen));
    if (chosen.length === 1 && !form.values.displayName.trim())
      form.update((p) => ({
        ...p,
        displayName: chosen[0]!.name.replace(/\.[^.]+$/, '').slice(0, 200),
      }));
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('upload.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="xl"
    >
      <ContractForm form={form}>
        <Stack>
          <FormError text={form.formError} />
          <UploadFilesField
            files={files}
            onChange={(chosen) => void choose(chosen)}
            error={fileError ?? form.errorOf('files')}
            progress={progress}
            sending={upload.isPending}
          />
          <FileFields
            values={form.values}
            errors={errorTexts}
            onChange={(patch, field) => {
              form.update((p) => ({ ...p, ...patch }));
              form.clearErrors(field);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={upload.isPending}>
              {t('upload.submit')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </Modal>
  );
}
