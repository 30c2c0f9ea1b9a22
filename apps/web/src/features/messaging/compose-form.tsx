import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { AttachmentPicker } from './attachment-picker';
import { checkAttachments, uploadProblemOf } from '../../lib/attachment-rules';
import { MessageBodyField } from './message-body-field';
import { bodyProblem, preselectedSubjectId } from './message-center-rules';
import { useHouseholdMembers, useStartConversation, useSubjects } from './use-conversations';

type Field = 'subjectId' | 'memberId' | 'body' | 'files';

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
  const household = useHouseholdMembers(memberChoice === 'household');
  const send = useStartConversation();
  const formRef = useRef<HTMLFormElement>(null);

  const [subjectChoice, setSubjectChoice] = useState<string | null>(null);
  const [memberId, setMemberId] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const preselected = preselectedSubjectId(preSelectedSubject, subjects.data ?? []);
  const subjectId = subjectChoice ?? (preselected !== undefined ? String(preselected) : '');

  // Navigate once the guard has seen the form as clean.
  useEffect(() => {
    if (sentTo) navigate(sentTo, { replace: true });
  }, [sentTo, navigate]);

  const dirty = sentTo === null && (body !== '' || files.length > 0 || memberId !== '');
  const text = (key: string | undefined) =>
    key ? t(`messages:${key}`, { defaultValue: t('messages:invalidValue') }) : undefined;
  const server = fieldErrorsOf(send.error, t);
  const errorOf = (f: Field) => text(errors[f]) ?? server[f];
  const formError =
    send.isError && (!(send.error instanceof ApiError) || Object.keys(server).length === 0);

  const onFiles = async (next: File[]) => {
    setFiles(next);
    const problem = await checkAttachments(next);
    setErrors((e) => ({ ...e, files: problem?.problem }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const next: Partial<Record<Field, string>> = {};
    if (!subjectId) next.subjectId = 'required';
    if (memberChoice === 'recipient' && !memberId.trim()) next.memberId = 'required';
    const bp = bodyProblem(body);
    if (bp) next.body = bp;
    const fp = await checkAttachments(files);
    if (fp) next.files = fp.problem;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    send.mutate(
      {
        subjectId: Number(subjectId),
        memberId: memberId.trim() || undefined,
        body,
        files,
        onProgress: setProgress,
      },
      {
        onSuccess: (r) => {
          setProgress(null);
          if (r.uploadError) {
            const key =
              r.uploadError instanceof ApiError
                ? (uploadProblemOf(r.uploadError.body.fields) ?? 'genericFailureMessage')
                : 'genericFailureMessage';
            notify({
              type: 'error',
              text: t('messaging:compose.sentWithoutFiles', { reason: text(key) }),
            });
          } else notify({ type: 'success', text: t('messaging:compose.sent') });
          setSentTo(detailsPathOf(r.conversationId));
        },
        onError: () => {
          setProgress(null);
          focusFirstInvalid(formRef.current);
        },
      },
    );
  };

  const subjectOptions = [
    { value: '', label: t('messaging:compose.chooseSubject') },
    ...(subjects.data ?? []).map((s) => ({ value: String(s.subjectId), label: s.description })),
  ];

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack maw={720}>
        {subjects.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('messaging:compose.subjectsFailed')}
          </Alert>
        )}
        <NativeSelect
          label={t('messaging:compose.subject')}
          withAsterisk
          data={subjectOptions}
          value={subjectId}
          disabled={subjects.isPending}
          error={errorOf('subjectId')}
          onChange={(e) => {
            setSubjectChoice(e.currentTarget.value);
            setErrors((er) => ({ ...er, subjectId: undefined }));
          }}
        />
        {memberChoice === 'household' ? (
          <NativeSelect
            label={t('messaging:compose.aboutMember')}
            description={t('messaging:compose.aboutMemberHint')}
            data={[
              { value: '', label: t('messaging:compose.noMember') },
              ...(household.data ?? [])
                .filter((m) => m.accessGranted)
                .map((m) => ({ value: m.memberId, label: `${m.firstName} ${m.lastName}` })),
            ]}
            value={memberId}
            error={errorOf('memberId')}
            onChange={(e) => setMemberId(e.currentTarget.value)}
          />
        ) : memberChoice === 'none' ? null : (
          <TextInput
            label={t(
              memberChoice === 'recipient'
                ? 'messaging:compose.recipient'
                : 'messaging:compose.memberId',
            )}
            description={t(
              memberChoice === 'recipient'
                ? 'messaging:compose.recipientHint'
                : 'messaging:compose.memberIdHint',
            )}
            withAsterisk={memberChoice === 'recipient'}
            value={memberId}
            maxLength={20}
            error={errorOf('memberId')}
            onChange={(e) => {
              setMemberId(e.currentTarget.value);
              if (errors.memberId) setErrors((er) => ({ ...er, memberId: undefined }));
            }}
          />
        )}
        <MessageBodyField
          label={t('messaging:compose.body')}
          value={body}
          error={errorOf('body')}
          disabled={send.isPending}
          onChange={(v) => {
            setBody(v);
            if (errors.body) setErrors((er) => ({ ...er, body: undefined }));
          }}
        />
        <AttachmentPicker
          files={files}
          onChange={(f) => void onFiles(f)}
          error={errorOf('files')}
          progress={progress}
          disabled={send.isPending}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(send.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('messaging:compose.send')}
          </Button>
          <Button component={Link} to={cancelPath} variant="default">
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
