import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { UPLOAD_MAX_FILES } from '@bp/contract/constants';
import { UPLOAD_ACCEPT } from '@bp/contract/rules/file-upload';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/constants';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { useLanguage } from '../../ui/use-language';
import { formatSize } from '../../lib/format';
import { checkAttachments } from '../../lib/attachment-rules';
import { EMPTY_FILE_VALUES, FileFields, fileValueErrors, type FileValues } from './file-fields';
import { perFileProgress, useUploadFiles } from './use-file-management';

/**
 * Upload of up to 5 files (10 MB each, allowed types by content, no duplicates: checked here as on the
 * server) with their name, category, year, language and audience; each file's progress is shown while
 * the request is sent.
 */
export function UploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['file-management', 'messages', 'common']);
  const locale = localeOf(useLanguage());
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
          <FileInput
            label={t('upload.files')}
            description={t('upload.rules', { count: UPLOAD_MAX_FILES })}
            placeholder={t('upload.choose')}
            withAsterisk
            multiple
            clearable
            clearButtonProps={{ 'aria-label': t('upload.clear') }}
            accept={UPLOAD_ACCEPT}
            value={files}
            error={fileError}
            onChange={(chosen) => void choose(chosen)}
          />
          {files.length > 0 && (
            <Table aria-label={t('upload.chosen')} withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('upload.fileName')}</Table.Th>
                  <Table.Th scope="col">{t('upload.size')}</Table.Th>
                  <Table.Th scope="col" w="40%">
                    {t('upload.progress')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.map((f, i) => (
                  <Table.Tr key={`${f.name}-${i}`}>
                    <Table.Td>
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {f.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatSize(f.size, locale)}</Table.Td>
                    <Table.Td>
                      <Progress
                        value={Math.round((progress[i] ?? 0) * 100)}
                        aria-label={t('upload.progressOf', { name: f.name })}
                        animated={upload.isPending && (progress[i] ?? 0) < 1}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
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
