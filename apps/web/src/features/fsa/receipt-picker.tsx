import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_FILES } from '@bp/contract/constants';
import { UPLOAD_ACCEPT } from '@bp/contract/rules/file-upload';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The chosen receipts plus newly picked files (a file picked twice is kept twice, so the duplicate rule can say so). */
export const withAdded = (files: readonly File[], added: readonly File[]): File[] => [
  ...files,
  ...added,
];

/**
 * Receipts of an FSA payment: "Add receipts" opens the file picker (again and again, up to the §5
 * limits), each chosen file is listed with its size and a remove button. A group named by its label,
 * described by the hint and the error.
 */
export function ReceiptPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('fsa');
  const id = `receipts-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const reset = useRef<() => void>(null);
  const describedBy = `${id}-description${error ? ` ${id}-error` : ''}`;
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={t('form.receipts')}
      withAsterisk
      description={t('form.receiptsHint', { count: UPLOAD_MAX_FILES })}
      error={error}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
    >
      <Stack gap="xs" mt={6}>
        <Group>
          <FileButton
            resetRef={reset}
            multiple
            accept={UPLOAD_ACCEPT}
            onChange={(added) => {
              onChange(withAdded(files, added));
              reset.current?.();
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
              >
                {t(files.length ? 'form.addMoreReceipts' : 'form.addReceipts')}
              </Button>
            )}
          </FileButton>
        </Group>
        {files.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('form.chosenFiles')}
          >
            {files.map((f, i) => (
              <Group key={`${i}-${f.name}-${f.size}`} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('form.fileItem', {
                    name: f.name,
                    size: Math.max(1, Math.round(f.size / 1024)),
                  })}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('form.removeFile', { name: f.name })}
                  onClick={() => onChange(files.filter((_, j) => j !== i))}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
