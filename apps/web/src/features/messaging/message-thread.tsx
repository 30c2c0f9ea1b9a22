import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Message } from '@bp/contract/api/conversations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import { useLanguage } from '../../ui/use-language';
import { formatDateTime } from '@bp/contract/format';
import { downloadAttachment } from './use-conversations';

/**
 * The messages of a conversation, oldest first, as a list of articles (sender, date, text with its line
 * breaks, attachments as download buttons). The message named in the URL is scrolled to and focused.
 */
export function MessageThread({
  messages,
  focusMessageId,
}: {
  messages: readonly Message[];
  focusMessageId?: number | undefined;
}) {
  const { t } = useTranslation('messaging');
  const language = useLanguage();

  useEffect(() => {
    if (focusMessageId === undefined) return;
    const el = document.getElementById(`message-${focusMessageId}`);
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus();
  }, [focusMessageId]);

  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {messages.map((m) => (
        <li key={m.messageId}>
          <Paper
            component="article"
            withBorder
            p="sm"
            radius="md"
            id={`message-${m.messageId}`}
            tabIndex={m.messageId === focusMessageId ? -1 : undefined}
            aria-labelledby={`message-${m.messageId}-from`}
            bg={m.fromStaff ? 'var(--mantine-color-gray-0)' : undefined}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Group gap="xs">
                <Text fw={600} size="sm" id={`message-${m.messageId}-from`}>
                  {t('thread.from', { name: m.senderName })}
                </Text>
                {m.fromStaff && (
                  <Badge size="xs" variant="outline" color="gray.7" tt="none">
                    {t('thread.staff')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                <time dateTime={m.sentDate}>{formatDateTime(m.sentDate, language)}</time>
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Text>
            {m.attachments.length > 0 && (
              <Group
                gap="xs"
                mt="xs"
                component="ul"
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('thread.attachments')}
              >
                {m.attachments.map((a) => (
                  <li key={a.attachmentId}>
                    <AttachmentButton attachmentId={a.attachmentId} fileName={a.fileName} />
                  </li>
                ))}
              </Group>
            )}
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

function AttachmentButton({ attachmentId, fileName }: { attachmentId: number; fileName: string }) {
  const { t } = useTranslation(['messaging', 'messages']);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={t('messaging:thread.download', { name: fileName })}
      onClick={() => {
        setBusy(true);
        downloadAttachment(attachmentId, fileName)
          .catch(() => notify({ type: 'error', translationKey: 'errorOccurredDuringDownload' }))
          .finally(() => setBusy(false));
      }}
    >
      {fileName}
    </Button>
  );
}
