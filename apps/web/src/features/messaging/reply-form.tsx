import { Alert, Button, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { AttachmentPicker } from './attachment-picker';
import { checkAttachments, uploadProblemOf } from '../../lib/attachment-rules';
import { MessageBodyField } from './message-body-field';
import { bodyProblem } from './message-center-rules';
import { useReply } from './use-conversations';

/** The reply box of a conversation: text and attachments; the thread refreshes after sending. */
export function ReplyForm({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation(['messaging', 'messages']);
  const reply = useReply(conversationId);
  const formRef = useRef<HTMLFormElement>(null);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ body?: string | undefined; files?: string | undefined }>(
    {},
  );
  const [progress, setProgress] = useState<number | null>(null);

  const text = (key: string | undefined) =>
    key ? t(`messages:${key}`, { defaultValue: t('messages:invalidValue') }) : undefined;
  const server = fieldErrorsOf(reply.error, t);
  const formError =
    reply.isError && (!(reply.error instanceof ApiError) || Object.keys(server).length === 0);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (reply.isPending) return;
    const next = {
      body: bodyProblem(body) ?? undefined,
      files: (await checkAttachments(files))?.problem,
    };
    setErrors(next);
    if (next.body || next.files) {
      focusFirstInvalid(formRef.current);
      return;
    }
    reply.mutate(
      { body, files, onProgress: setProgress },
      {
        onSuccess: (r) => {
          setProgress(null);
          setBody('');
          setFiles([]);
          if (r.uploadError) {
            const key =
              r.uploadError instanceof ApiError
                ? (uploadProblemOf(r.uploadError.body.fields) ?? 'genericFailureMessage')
                : 'genericFailureMessage';
            notify({
              type: 'error',
              text: t('messaging:compose.sentWithoutFiles', { reason: text(key) }),
            });
          } else notify({ type: 'success', text: t('messaging:reply.sent') });
        },
        onError: () => {
          setProgress(null);
          focusFirstInvalid(formRef.current);
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <UnsavedChangesGuard dirty={body !== '' || files.length > 0} />
      <Stack>
        <MessageBodyField
          label={t('messaging:reply.body')}
          value={body}
          minRows={4}
          error={text(errors.body) ?? server.body}
          disabled={reply.isPending}
          onChange={(v) => {
            setBody(v);
            if (errors.body) setErrors((er) => ({ ...er, body: undefined }));
          }}
        />
        <AttachmentPicker
          files={files}
          onChange={(f) => {
            setFiles(f);
            void checkAttachments(f).then((p) => setErrors((er) => ({ ...er, files: p?.problem })));
          }}
          error={text(errors.files)}
          progress={progress}
          disabled={reply.isPending}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(reply.error, t)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={reply.isPending}>
            {t('messaging:reply.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
