import { FileInput, Progress, Table, Text } from '@mantine/core';
import { UPLOAD_MAX_FILES } from '@bp/contract/constants';
import { UPLOAD_ACCEPT } from '@bp/contract/rules/file-upload';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/constants';
import { useLanguage } from '../../ui/use-language';
import { formatSize } from '../../lib/format';

/** The files to upload: the picker, then each chosen file with its size and its progress while sent. */
export function UploadFilesField({
  files,
  onChange,
  error,
  progress,
  sending,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
  /** Sent fraction (0–1) per file. */
  progress: readonly number[];
  sending: boolean;
}) {
  const { t } = useTranslation('file-management');
  const locale = localeOf(useLanguage());
  return (
    <>
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
        error={error}
        onChange={onChange}
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
                    animated={sending && (progress[i] ?? 0) < 1}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
