import { CloseButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_FILES } from '@bp/contract/constants';
import { UPLOAD_ACCEPT } from '@bp/contract/rules/file-upload';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Attachments of a message or an appeal (the §5 upload rules: lib/attachment-rules.ts): a native file
 * input (named by its label, usable by keyboard and by tests), picking again adds files (`single`: the
 * pick replaces the file); each chosen file is listed, before sending, with a remove button. Upload
 * progress shows while sending.
 */
export function AttachmentPicker({
  files,
  onChange,
  error,
  progress,
  disabled,
  label,
  hint,
  withAsterisk,
  single = false,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  /** 0–1 while the files are being sent. */
  progress?: number | null | undefined;
  disabled?: boolean;
  /** The field's label and hint (default: "Attachments", optional, up to 5 files …). */
  label?: string | undefined;
  hint?: string | undefined;
  withAsterisk?: boolean | undefined;
  /** One file: picking again replaces it. */
  single?: boolean;
}) {
  const { t } = useTranslation('common');
  const id = `attachments-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const describedBy = `${id}-description${error ? ` ${id}-error` : ''}`;
  return (
    <Input.Wrapper
      id={id}
      label={label ?? t('attachments.label')}
      description={hint ?? t('attachments.hint', { count: UPLOAD_MAX_FILES })}
      withAsterisk={withAsterisk}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <input
          ref={input}
          id={id}
          type="file"
          multiple={!single}
          accept={UPLOAD_ACCEPT}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          style={{ maxWidth: '100%' }}
          onChange={(e) => {
            const added = [...(e.currentTarget.files ?? [])];
            if (added.length) onChange(single ? added.slice(0, 1) : [...files, ...added]);
            // Cleared so the same file can be picked again (the duplicate rule then says so).
            e.currentTarget.value = '';
          }}
        />
        {files.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('attachments.chosen')}
          >
            {files.map((f, i) => (
              <Group key={`${i}-${f.name}-${f.size}`} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('attachments.item', {
                    name: f.name,
                    size: Math.max(1, Math.round(f.size / 1024)),
                  })}
                </Text>
                <CloseButton
                  size="sm"
                  disabled={disabled}
                  aria-label={t('attachments.remove', { name: f.name })}
                  onClick={() => {
                    onChange(files.filter((_, j) => j !== i));
                    input.current?.focus();
                  }}
                />
              </Group>
            ))}
          </Stack>
        )}
        {progress != null && (
          <Stack gap={2}>
            <Progress
              value={Math.round(progress * 100)}
              aria-label={t('attachments.uploading')}
              aria-valuetext={t('attachments.progress', { percent: Math.round(progress * 100) })}
            />
            <Text size="xs" aria-live="polite">
              {t('attachments.progress', { percent: Math.round(progress * 100) })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
