import {
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { CONVERSATION_STATUSES, type Conversation } from '@bp/contract/api/conversations';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@mantine/hooks';
import { notify } from '../../ui/notify';
import { useResolutionTypes, useRoutingTargets, useStaffActions } from './use-conversations';
import { statusChangeProblem } from './staff-rules';

type Status = Conversation['status'];

/** What staff can do with a conversation: take it, change its status, archive it, keep notes, redirect it. */
export function StaffActions({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation(['messaging', 'messages']);
  const actions = useStaffActions(conversation.conversationId);
  const done = (key: string) => () =>
    notify({ type: 'success', text: t(`messaging:staff.${key}`) });
  const failed = () => notify({ type: 'error', translationKey: 'genericFailureMessage' });

  return (
    <Stack>
      {conversation.inQueue && (
        <Group>
          <Button
            loading={actions.take.isPending}
            onClick={() =>
              actions.take.mutate(undefined, { onSuccess: done('taken'), onError: failed })
            }
          >
            {t('messaging:staff.take')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('messaging:staff.inQueue')}
          </Text>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StatusForm conversation={conversation} actions={actions} done={done} failed={failed} />
        <NotesForm conversation={conversation} actions={actions} done={done} failed={failed} />
      </SimpleGrid>
      <RedirectForm actions={actions} done={done} failed={failed} />
      <Group>
        <Button
          variant="default"
          loading={actions.update.isPending && actions.update.variables?.archived !== undefined}
          onClick={() =>
            actions.update.mutate(
              { archived: !conversation.archived },
              {
                onSuccess: done(conversation.archived ? 'unarchived' : 'archived'),
                onError: failed,
              },
            )
          }
        >
          {t(conversation.archived ? 'messaging:staff.unarchive' : 'messaging:staff.archive')}
        </Button>
      </Group>
    </Stack>
  );
}

interface PartProps {
  actions: ReturnType<typeof useStaffActions>;
  done: (key: string) => () => void;
  failed: () => void;
}

function StatusForm({
  conversation,
  actions,
  done,
  failed,
}: PartProps & { conversation: Conversation }) {
  const { t } = useTranslation(['messaging', 'messages']);
  const [status, setStatus] = useState<Status>(conversation.status);
  const [resolution, setResolution] = useState(
    conversation.resolutionTypeId ? String(conversation.resolutionTypeId) : '',
  );
  const [error, setError] = useState<string | undefined>();
  const types = useResolutionTypes(true);
  return (
    <ActionForm
      onSubmit={(e) => {
        e.preventDefault();
        const problem = statusChangeProblem(status, resolution);
        setError(problem ? t(`messages:${problem}`) : undefined);
        if (problem) {
          document.getElementById('conversation-resolution')?.focus();
          return;
        }
        actions.update.mutate(
          { status, ...(status === 'Resolved' ? { resolutionTypeId: Number(resolution) } : {}) },
          { onSuccess: done('statusChanged'), onError: failed },
        );
      }}
    >
      <Title order={3} size="h5">
        {t('messaging:staff.statusTitle')}
      </Title>
      <NativeSelect
        label={t('messaging:staff.status')}
        data={CONVERSATION_STATUSES.map((s) => ({ value: s, label: t(`messaging:status.${s}`) }))}
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value as Status)}
      />
      {status === 'Resolved' && (
        <NativeSelect
          id="conversation-resolution"
          label={t('messaging:staff.resolution')}
          withAsterisk
          data={[
            { value: '', label: t('messaging:staff.chooseResolution') },
            ...(types.data ?? []).map((r) => ({
              value: String(r.resolutionTypeId),
              label: r.description,
            })),
          ]}
          value={resolution}
          error={error}
          onChange={(e) => {
            setResolution(e.currentTarget.value);
            setError(undefined);
          }}
        />
      )}
      <div>
        <Button
          type="submit"
          variant="default"
          loading={actions.update.isPending && actions.update.variables?.status !== undefined}
        >
          {t(status === 'Resolved' ? 'messaging:staff.resolve' : 'messaging:staff.updateStatus')}
        </Button>
      </div>
    </ActionForm>
  );
}

function NotesForm({
  conversation,
  actions,
  done,
  failed,
}: PartProps & { conversation: Conversation }) {
  const { t } = useTranslation('messaging');
  const [notes, setNotes] = useState(conversation.notes ?? '');
  return (
    <ActionForm
      onSubmit={(e) => {
        e.preventDefault();
        actions.notes.mutate(notes, { onSuccess: done('notesSaved'), onError: failed });
      }}
    >
      <Title order={3} size="h5">
        {t('staff.notesTitle')}
      </Title>
      <Textarea
        label={t('staff.notes')}
        description={t('staff.notesHint')}
        rows={3}
        resize="vertical"
        maxLength={4000}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <div>
        <Button type="submit" variant="default" loading={actions.notes.isPending}>
          {t('staff.saveNotes')}
        </Button>
      </div>
    </ActionForm>
  );
}

function RedirectForm({ actions, done, failed }: PartProps) {
  const { t } = useTranslation('messaging');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const targets = useRoutingTargets(debounced);
  const [target, setTarget] = useState<{
    id: number;
    kind: 'Subject' | 'Staff';
    name: string;
  } | null>(null);
  const results = debounced.trim().length >= 2 ? (targets.data ?? []) : [];
  return (
    <ActionForm
      onSubmit={(e) => {
        e.preventDefault();
        if (!target) return;
        actions.redirect.mutate(
          target.kind === 'Staff' ? { toAccountId: target.id } : { subjectId: target.id },
          {
            onSuccess: () => {
              done('redirected')();
              setTarget(null);
              setQuery('');
            },
            onError: failed,
          },
        );
      }}
    >
      <Title order={3} size="h5">
        {t('staff.redirectTitle')}
      </Title>
      <TextInput
        label={t('staff.redirectSearch')}
        description={t('staff.redirectHint')}
        value={query}
        maxLength={100}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setTarget(null);
        }}
      />
      {results.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('staff.redirectResults')}
        >
          {results.map((r) => (
            <li key={`${r.kind}-${r.id}`}>
              <UnstyledButton
                onClick={() => setTarget(r)}
                aria-pressed={target?.id === r.id && target.kind === r.kind}
                fz="sm"
                p={4}
                style={{
                  borderRadius: 4,
                  outline:
                    target?.id === r.id && target.kind === r.kind
                      ? '2px solid var(--mantine-color-brand-7)'
                      : undefined,
                }}
              >
                {t(r.kind === 'Staff' ? 'staff.targetStaff' : 'staff.targetSubject', {
                  name: r.name,
                })}
                {r.email ? ` (${r.email})` : ''}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      <Text size="sm" role="status" aria-live="polite">
        {target
          ? t('staff.redirectChosen', { name: target.name })
          : debounced.trim().length >= 2 && targets.isSuccess && results.length === 0
            ? t('staff.redirectNone')
            : ''}
      </Text>
      <div>
        <Button
          type="submit"
          variant="default"
          disabled={!target}
          loading={actions.redirect.isPending}
        >
          {t('staff.redirect')}
        </Button>
      </div>
    </ActionForm>
  );
}

/** A small form of the staff panel (no browser validation: the fields say what is wrong). */
function ActionForm({
  onSubmit,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="xs">{children}</Stack>
    </form>
  );
}
