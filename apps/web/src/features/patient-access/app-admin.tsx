import {
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APP_STATUSES,
  PATIENT_ACCESS_SCOPES,
  patientAccessAppCreate,
  type AppStatus,
  type PatientAccessApp,
  type PatientAccessAppIn,
} from '@bp/contract/api/patient-access';
import { useMayCall } from '../../lib/use-may-call';
import { AdminListFormSection } from '../../ui/admin-list-form-section';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/pager';
import {
  EMPTY_APP,
  appBodyOf,
  appSaveError,
  appValuesOf,
  checkApp,
  type AppValues,
} from './app-form-rules';
import { DeveloperDetails } from './developer-details';
import { useApps, useSaveApp, type AppsPage } from './use-patient-access';

type SaveRequest = { appId?: number; body: PatientAccessAppIn };

/**
 * The register of the apps members may connect (staff with Patient Access Apps): a filtered page of apps,
 * the registration form (new, or the app whose Edit was pressed), suspend and reinstate; after a
 * registration, the client id and the addresses the developer needs. A read-only holder sees the list.
 */
export function AppAdmin() {
  const { t } = useTranslation(['patient-access-admin', 'messages']);
  const mayWrite = useMayCall(patientAccessAppCreate);
  const [page, setPage] = useState<AppsPage>({ name: '', status: '', pageNumber: 1 });
  const query = useApps(page);
  const rows = { ...query, data: query.data?.items };
  const save = useSaveApp();
  const [registered, setRegistered] = useState<PatientAccessApp>();
  const [suspending, setSuspending] = useState<PatientAccessApp>();

  const changeStatus = (app: PatientAccessApp, status: AppStatus) =>
    save.mutate(
      { appId: app.id, body: { ...appBodyOf(appValuesOf(app)), status } },
      {
        onSuccess: () =>
          notify({
            text: t(status === 'suspended' ? 'apps.suspended' : 'apps.reinstated'),
            type: 'success',
          }),
        onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
      },
    );

  return (
    <Stack>
      <Text>{t('apps.intro')}</Text>
      {registered && <DeveloperDetails app={registered} onClose={() => setRegistered(undefined)} />}
      <AdminListFormSection<PatientAccessApp, AppValues, SaveRequest>
        readOnly={!mayWrite}
        texts={{
          newTitle: t('apps.newTitle'),
          editTitle: t('apps.editTitle'),
          formLabel: t('apps.formLabel'),
          save: t('apps.save'),
          cancel: t('apps.cancel'),
          saved: t('apps.saved'),
          listTitle: t('apps.listTitle'),
          empty: t('apps.empty'),
          actions: t('apps.actions'),
          edit: t('apps.edit'),
          editLabel: (a) => t('apps.editOne', { name: a.name }),
        }}
        rows={rows}
        listHeader={<AppFilter onFilter={(f) => setPage({ ...f, pageNumber: 1 })} />}
        listFooter={
          query.data && query.data.totalNumberOfItems > 0 ? (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('apps.pageCaption', {
                  page: query.data.pageNumber,
                  pages: Math.max(1, query.data.totalNumberOfPages),
                  count: query.data.totalNumberOfItems,
                })}
              </Text>
              <Pager
                total={query.data.totalNumberOfPages}
                value={query.data.pageNumber}
                onChange={(pageNumber) => setPage((p) => ({ ...p, pageNumber }))}
                size="sm"
              />
            </Group>
          ) : null
        }
        {...(page.name || page.status ? { emptyText: t('apps.noMatch') } : {})}
        tableLabel={t('apps.tableLabel', {
          page: query.data?.pageNumber ?? 1,
          pages: Math.max(1, query.data?.totalNumberOfPages ?? 1),
        })}
        rowKey={(a) => a.id}
        minWidth={880}
        columns={[
          t('apps.columns.name'),
          t('apps.columns.publisher'),
          t('apps.columns.clientId'),
          t('apps.columns.status'),
          t('apps.columns.connected'),
        ]}
        cells={(a) => (
          <>
            <Table.Td>{a.name}</Table.Td>
            <Table.Td>{a.publisher}</Table.Td>
            <Table.Td>
              <Code>{a.clientId}</Code>
            </Table.Td>
            <Table.Td>
              <Badge color={a.status === 'active' ? 'green' : 'orange'} variant="light">
                {t(`apps.statuses.${a.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{a.connectedMembers}</Table.Td>
          </>
        )}
        rowActions={(a) =>
          a.status === 'active' ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={t('apps.suspendOne', { name: a.name })}
              onClick={() => setSuspending(a)}
            >
              {t('apps.suspend')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              aria-label={t('apps.reinstateOne', { name: a.name })}
              onClick={() => changeStatus(a, 'active')}
            >
              {t('apps.reinstate')}
            </Button>
          )
        }
        empty={EMPTY_APP}
        valuesOf={appValuesOf}
        check={checkApp}
        requestOf={(v, editing) => ({
          ...(editing ? { appId: editing.id } : {}),
          body: appBodyOf(v),
        })}
        save={{
          mutate: (request, on) =>
            save.mutate(request, {
              onSuccess: (app) => {
                if (request.appId === undefined) setRegistered(app);
                on.onSuccess();
              },
              onError: (error) => on.onError(appSaveError(error)),
            }),
          isPending: save.isPending,
        }}
        formWidth={760}
        fields={({ values: v, set, errorOf }) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('apps.fields.name')}
                withAsterisk
                maxLength={80}
                value={v.name}
                error={errorOf('name')}
                onChange={(e) => set('name', e.currentTarget.value)}
              />
              <TextInput
                label={t('apps.fields.publisher')}
                withAsterisk
                maxLength={120}
                value={v.publisher}
                error={errorOf('publisher')}
                onChange={(e) => set('publisher', e.currentTarget.value)}
              />
              <TextInput
                label={t('apps.fields.homepageUrl')}
                type="url"
                maxLength={500}
                value={v.homepageUrl}
                error={errorOf('homepageUrl')}
                onChange={(e) => set('homepageUrl', e.currentTarget.value)}
              />
              <TextInput
                label={t('apps.fields.privacyPolicyUrl')}
                type="url"
                withAsterisk
                maxLength={500}
                value={v.privacyPolicyUrl}
                error={errorOf('privacyPolicyUrl')}
                onChange={(e) => set('privacyPolicyUrl', e.currentTarget.value)}
              />
            </SimpleGrid>
            <Textarea
              label={t('apps.fields.redirectUris')}
              description={t('apps.fields.redirectUrisHelp')}
              withAsterisk
              rows={3}
              value={v.redirectUris}
              error={errorOf('redirectUris')}
              onChange={(e) => set('redirectUris', e.currentTarget.value)}
            />
            <Checkbox.Group
              label={t('apps.fields.scopes')}
              description={t('apps.fields.scopesHelp')}
              withAsterisk
              value={v.scopes}
              error={errorOf('scopes')}
              onChange={(scopes) => set('scopes', scopes)}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {PATIENT_ACCESS_SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={t(`apps.scopes.${s}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <NativeSelect
              label={t('apps.fields.status')}
              value={v.status}
              onChange={(e) => set('status', e.currentTarget.value as AppStatus)}
              data={APP_STATUSES.map((s) => ({ value: s, label: t(`apps.statuses.${s}`) }))}
            />
          </>
        )}
        after={({ editing, edit }) => (
          <ConfirmDialog
            opened={suspending !== undefined}
            title={t('apps.suspendTitle')}
            content={suspending ? t('apps.suspendText', { name: suspending.name }) : ''}
            okLabel={t('apps.suspend')}
            destructive
            onCancel={() => setSuspending(undefined)}
            onConfirm={() => {
              const app = suspending!;
              setSuspending(undefined);
              if (editing?.id === app.id) edit(undefined);
              changeStatus(app, 'suspended');
            }}
          />
        )}
      />
    </Stack>
  );
}

/** The list's filter: words of the name and a status. */
function AppFilter({ onFilter }: { onFilter: (f: Omit<AppsPage, 'pageNumber'>) => void }) {
  const { t } = useTranslation('patient-access-admin');
  const [name, setName] = useState('');
  const [status, setStatus] = useState<AppStatus | ''>('');
  return (
    <form
      role="search"
      aria-label={t('apps.filter')}
      onSubmit={(e) => {
        e.preventDefault();
        onFilter({ name: name.trim(), status });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('apps.columns.name')}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={t('apps.fields.status')}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as AppStatus | '')}
          data={[
            { value: '', label: t('apps.fields.anyStatus') },
            ...APP_STATUSES.map((s) => ({ value: s, label: t(`apps.statuses.${s}`) })),
          ]}
        />
        <Button type="submit" variant="default">
          {t('apps.search')}
        </Button>
      </Group>
    </form>
  );
}
