import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { validationOf } from '../../lib/validate';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { AttachmentPicker } from '../../ui/attachment-picker';
import { checkAttachments } from '../../lib/attachment-rules';
import { ComposeMemberField, ComposeSubjectField } from './compose-fields';
import { MessageBodyField } from './message-body-field';
import { bodyProblem, preselectedSubjectId } from './message-center-rules';
import { notifySent } from './sent-notice';
import { useStartConversation, useSubjects } from './use-conversations';
import { FormError } from '../../ui/form-error';

interface ComposeValues {
  /** The subject chosen; null while the preselected one (if any) stands. */
  subjectChoice: string | null;
  memberId: string;
  body: string;
  files: File[];
}

/** The fields the server's errors may name. */
const FIELDS = ['subjectId', 'memberId', 'body', 'files'];

const EMPTY_COMPOSE: ComposeValues = { subjectChoice: null, memberId: '', body: '', files: [] };

/**
 * Compose a message: subject (from the subjects of the caller's portal), whom it is about (a member of
 * the household for members, a member id for others; optional), the text and attachments. Sends, uploads
 * the files with progress, then opens the new conversation.
 */
export function ComposeForm({
  memberChoice,
  preSelectedSubject,
  cancelPath,
  detailsPathOf,
}: {
  /**
   * Members pick someone of their household; employers and providers may type a member id; staff must
   * type the member they write to (the message goes to the member's portal account). A provider account
   * pending verification writes about no member ('none').
   */
  memberChoice: 'household' | 'memberId' | 'recipient' | 'none';
  preSelectedSubject?: string | undefined;
  cancelPath: string;
  detailsPathOf: (conversationId: number) => string;
}) {
  const { t } = useTranslation(['messaging', 'messages', 'common']);
  const navigate = useNavigate();
  const subjects = useSubjects();
  const send = useStartConversation();
  const [progress, setProgress] = useState<number | null>(null);

  const preselected = preselectedSubjectId(preSelectedSubject, subjects.data ?? []);
  const subjectOf = (v: ComposeValues) =>
    v.subjectChoice ?? (preselected !== undefined ? String(preselected) : '');

  const form = useContractForm({
    initial: EMPTY_COMPOSE,
    validate: async (v: ComposeValues) =>
      validationOf(
        {
          subjectId: subjectOf(v) ? undefined : 'required',
          memberId: memberChoice === 'recipient' && !v.memberId.trim() ? 'required' : undefined,
          body: bodyProblem(v.body) ?? undefined,
          files: (await checkAttachments(v.files))?.problem,
        },
        v,
      ),
    fieldOf: (path) => (FIELDS.includes(path) ? path : undefined),
    isDirty: (v) => v.body !== '' || v.files.length > 0 || v.memberId !== '',
    onValid: (v) => {
      if (send.isPending) return;
      send.mutate(
        {
          subjectId: Number(subjectOf(v)),
          memberId: v.memberId.trim() || undefined,
          body: v.body,
          files: v.files,
          onProgress: setProgress,
        },
        {
          onSuccess: (r) => {
            setProgress(null);
            notifySent(r.uploadError, t('messaging:compose.sent'), t);
            // Navigate once the guard has seen the form as clean.
            form.leave(() => void navigate(detailsPathOf(r.conversationId), { replace: true }));
          },
          onError: (error) => {
            setProgress(null);
            form.fail(error);
          },
        },
      );
    },
  });
  const { values, set, errorOf } = form;

  return (
    <ContractForm form={form}>
      <Stack maw={720}>
        {subjects.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('messaging:compose.subjectsFailed')}
          </Alert>
        )}
        <ComposeSubjectField
          value={subjectOf(values)}
          error={errorOf('subjectId')}
          onChange={(v) => {
            set('subjectChoice', v);
            form.setError('subjectId', undefined);
          }}
        />
        <ComposeMemberField
          memberChoice={memberChoice}
          value={values.memberId}
          error={errorOf('memberId')}
          onChange={(v) => set('memberId', v)}
        />
        <MessageBodyField
          label={t('messaging:compose.body')}
          value={values.body}
          error={errorOf('body')}
          disabled={send.isPending}
          onChange={(v) => set('body', v)}
        />
        <AttachmentPicker
          files={values.files}
          onChange={(f) => {
            form.update((v) => ({ ...v, files: f }));
            void checkAttachments(f).then((p) => form.setError('files', p?.problem));
          }}
          error={errorOf('files')}
          progress={progress}
          disabled={send.isPending}
        />
        <FormError text={form.formError} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('messaging:compose.send')}
          </Button>
          <Button component={Link} to={cancelPath} variant="default">
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
