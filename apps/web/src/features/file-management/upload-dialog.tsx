import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { checkAttachments } from '../messaging/attachment-rules';
import { EMPTY_FILE_VALUES, FileFields, fileValueErrors, type FileValues } from './file-fields';
import { UploadFilesField } from './upload-files-field';
import { perFileProgress, useUploadFiles } from './use-file-management';

/**
 * Upload of up to 5 files (10 MB each, allowed types by content, no duplicates: checked here as on the
 * server) with their name, category, year, language and audience; each file's progress is shown while
 * the request is sent.
 */
export function UploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['file-management', 'messages', 'common']);
  const upload = useUploadFiles();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [v, setV] = useState<FileValues>(EMPTY_FILE_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [progress, setProgress] = useState<number[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  const reset = () => {
    setFiles([]);
    setFileError(undefined);
    setV(EMPTY_FILE_VALUES);
    setErrors({});
    setFormError(undefined);
    setProgress([]);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  /** The translated problem of the chosen files, naming the file at fault. */
  const problemText = async (chosen: readonly File[]) => {
    const problem = await checkAttachments(chosen);
    if (!problem) return undefined;
    const text = t(`messages:${problem.problem}`);
    const file = problem.index === undefined ? undefined : chosen[problem.index];
    return file ? `${file.name}: ${text}` : text;
  };

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    setProgress([]);
    setFileError(await problemText(chosen));
    if (chosen.length === 1 && !v.displayName.trim())
      setV((p) => ({ ...p, displayName: chosen[0]!.name.replace(/\.[^.]+$/, '').slice(0, 200) }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const local = Object.fromEntries(
      Object.entries(fileValueErrors(v)).map(([k, key]) => [k, t(`messages:${key}`)]),
    );
    const problem = files.length === 0 ? t('messages:required') : await problemText(files);
    setFileError(problem);
    setErrors(local);
    if (problem || Object.keys(local).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
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
          const fields = fieldErrorsOf(error, t);
          const { files: filesError, ...rest } = fields;
          if (filesError) setFileError(filesError);
          if (Object.keys(rest).length) setErrors(rest);
          if (filesError || Object.keys(rest).length) focusFirstInvalid(formRef.current);
          else setFormError(errorTextOf(error, t));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('upload.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="xl"
    >
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <UploadFilesField
            files={files}
            onChange={(chosen) => void choose(chosen)}
            error={fileError}
            progress={progress}
            sending={upload.isPending}
          />
          <FileFields
            values={v}
            errors={errors}
            onChange={(patch, field) => {
              setV((p) => ({ ...p, ...patch }));
              setErrors((e) => ({ ...e, [field]: '' }));
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
      </form>
    </Modal>
  );
}
