import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationOf } from '../../lib/validate';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { AttachmentPicker } from '../../ui/attachment-picker';
import { checkAttachments } from '../../lib/attachment-rules';
import { MessageBodyField } from './message-body-field';
import { bodyProblem } from './message-center-rules';
import { notifySent } from './sent-notice';
import { useReply } from './use-conversations';
import { FormError } from '../../ui/form-error';

interface ReplyValues {
  body: string;
  files: File[];
}

const EMPTY_REPLY: ReplyValues = { body: '', files: [] };

/** The text must be there and fit; the attachments within the upload rules (message keys per field). */
async function checkReply(v: ReplyValues) {
  const files = (await checkAttachments(v.files))?.problem;
  return validationOf({ body: bodyProblem(v.body) ?? undefined, files }, v);
}

/** The reply box of a conversation: text and attachments; the thread refreshes after sending. */
export function ReplyForm({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation(['messaging', 'messages']);
  const reply = useReply(conversationId);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useContractForm({
    initial: EMPTY_REPLY,
    validate: checkReply,
    onValid: ({ body, files }) => {
      if (reply.isPending) return;
      reply.mutate(
        { body, files, onProgress: setProgress },
        {
          onSuccess: (r) => {
            setProgress(null);
            form.reset();
            notifySent(r.uploadError, t('messaging:reply.sent'), t);
          },
          onError: (error) => {
            setProgress(null);
            form.fail(error);
          },
        },
      );
    },
  });

  return (
    <ContractForm form={form}>
      <Stack>
        <MessageBodyField
          label={t('messaging:reply.body')}
          value={form.values.body}
          minRows={4}
          error={form.errorOf('body')}
          disabled={reply.isPending}
          onChange={(v) => form.set('body', v)}
        />
        <AttachmentPicker
          files={form.values.files}
          onChange={(f) => {
            form.update((v) => ({ ...v, files: f }));
            void checkAttachments(f).then((p) => form.setError('files', p?.problem));
          }}
          error={form.errorOf('files')}
          progress={progress}
          disabled={reply.isPending}
        />
        <FormError text={form.formError} />
        <div>
          <Button type="submit" loading={reply.isPending}>
            {t('messaging:reply.send')}
          </Button>
        </div>
      </Stack>
    </ContractForm>
  );
}
