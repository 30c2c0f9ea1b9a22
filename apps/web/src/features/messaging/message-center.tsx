import { Button, Group, Stack, Switch, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import type { ConversationSummary } from '@bp/contract/api/conversations';
import { messageNotificationSet } from '@bp/contract/api/account-settings';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { useImpersonationBar } from '../../ui/impersonation-bar';
import { ConversationTable } from './conversation-table';
import {
  listRequestOf,
  nextSort,
  readListState,
  writeListState,
  type ListState,
  type MessageCenterVariant,
} from './message-center-rules';
import { useConversationList, useMessageNotification } from './use-conversations';

/**
 * The message centre of a portal: the caller's conversations (and, for staff, the queue), paged. Its tab,
 * page, sort and archived switch live in the URL's search params: each change is a history entry, so the
 * back button returns to the previous tab or page and a shared link opens the same list.
 */
export function MessageCenter({
  variant,
  composePath,
  pathOf,
}: {
  variant: MessageCenterVariant;
  composePath: string;
  pathOf: (c: ConversationSummary) => string;
}) {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const state = readListState(params, variant);
  const setState = (change: (s: ListState) => ListState) =>
    setParams(writeListState(change(state)));
  const request = listRequestOf(state, variant);
  const list = useConversationList(request);
  const label = request.inQueue ? t('center.queueTab') : t('center.mineTab');

  const table = (
    <Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        emptyText={request.inQueue ? t('queue.empty') : t('center.empty')}
      >
        {(data) => (
          <Stack>
            <ConversationTable
              items={data.items}
              label={label}
              caption={t('center.caption', {
                count: data.items.length,
                total: data.totalNumberOfItems,
              })}
              pathOf={pathOf}
              staffColumns={variant.queue || variant.sorting}
              sort={
                variant.sorting
                  ? {
                      property: state.sortProperty,
                      desc: state.sortDesc,
                      onSort: (column) => setState((s) => nextSort(s, column)),
                    }
                  : undefined
              }
            />
            <Pager
              total={data.totalNumberOfPages}
              value={state.page}
              onChange={(page) => setState((s) => ({ ...s, page }))}
            />
          </Stack>
        )}
      </QueryState>
      <VisuallyHidden role="status" aria-live="polite">
        {list.data && !list.isFetching
          ? t('center.loaded', { count: list.data.totalNumberOfItems })
          : ''}
      </VisuallyHidden>
    </Stack>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group gap="lg">
          {variant.archived && (
            <Switch
              label={t('center.showArchived')}
              checked={state.showArchived}
              onChange={(e) => {
                const showArchived = e.currentTarget.checked;
                setState((s) => ({ ...s, showArchived, page: 1 }));
              }}
            />
          )}
          {variant.notification && <NotificationSwitch />}
        </Group>
        <Button
          component={Link}
          to={composePath}
          leftSection={<IconPencilPlus size={16} aria-hidden />}
        >
          {t('center.newMessage')}
        </Button>
      </Group>
      {variant.queue ? (
        <Tabs
          value={state.tab}
          onChange={(v) =>
            setState((s) => ({ ...s, tab: v === 'queue' ? 'queue' : 'mine', page: 1 }))
          }
        >
          <Tabs.List aria-label={t('center.tabs')}>
            <Tabs.Tab value="mine">{t('center.mineTab')}</Tabs.Tab>
            <Tabs.Tab value="queue">{t('center.queueTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="md">
            {state.tab === 'mine' && table}
          </Tabs.Panel>
          <Tabs.Panel value="queue" pt="md">
            {state.tab === 'queue' && table}
          </Tabs.Panel>
        </Tabs>
      ) : (
        table
      )}
    </Stack>
  );
}

/**
 * The caller's "e-mail me when a message arrives" switch (admin message centre); disabled, with the
 * reason, for staff viewing the portal as this staff member (notification settings are barred for them).
 */
function NotificationSwitch() {
  const { t } = useTranslation(['messaging', 'shell', 'messages']);
  const { query, set } = useMessageNotification();
  const bar = useImpersonationBar(messageNotificationSet);
  if (query.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('center.notificationUnavailable')}
      </Text>
    );
  return (
    <Switch
      label={t('center.emailNotification')}
      {...(bar ? { description: t(`shell:impersonation.barred.${bar}`) } : {})}
      checked={query.data?.notificationOn ?? true}
      disabled={bar !== null || query.isPending || set.isPending}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        set.mutate(on, {
          onSuccess: () =>
            notify({
              type: 'success',
              text: t(on ? 'center.notificationOn' : 'center.notificationOff'),
            }),
          onError: (error) => notify({ type: 'error', text: errorTextOf(error, t) }),
        });
      }}
    />
  );
}
