import {
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bulletin } from '@bp/contract/api/content';
import { validationOf } from '../../lib/validate';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useFormat } from '../../ui/use-language';
import { GroupSelect } from '../../ui/group-select';
import {
  useAdminAnnouncements,
  useCreateAnnouncement,
  useDeleteAnnouncement,
} from './use-content-admin';
import { AdminListPager, AdminListSearch, type AdminListPage } from './admin-list-search';
import { FormError } from '../../ui/form-error';

const SITES = ['employeeSite', 'employerSite', 'providerSite', 'customerServiceSite'] as const;
type SiteKey = (typeof SITES)[number];
const TEXT_MAX = 4000;

interface Values {
  groupNumber: string;
  locationNumber: string;
  sites: Record<SiteKey, boolean>;
  beginDate: string;
  endDate: string;
  bulletinText: string;
}
const EMPTY: Values = {
  groupNumber: '',
  locationNumber: '',
  sites: { employeeSite: true, employerSite: true, providerSite: true, customerServiceSite: true },
  beginDate: '',
  endDate: '',
  bulletinText: '',
};

/** What the form checks before sending (message keys): group, dates, text and a site required; a location number. */
function announcementErrors(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.groupNumber === '') errors.groupNumber = 'required';
  if (!v.beginDate) errors.beginDate = 'required';
  if (!v.endDate) errors.endDate = 'required';
  if (!v.bulletinText.trim()) errors.bulletinText = 'required';
  if (v.locationNumber && !/^[1-9]\d{0,8}$/.test(v.locationNumber))
    errors.locationNumber = 'invalidValue';
  if (!SITES.some((s) => v.sites[s])) errors.employeeSite = 'required';
  return errors;
}

/** Announcements/Create: a bulletin for a group (or Every Group), a location, sites and dates. */
export function AnnouncementForm() {
  const { t } = useTranslation(['content-admin', 'messages']);
  const create = useCreateAnnouncement();
  const form = useContractForm({
    initial: EMPTY,
    validate: (x: Values) => validationOf(announcementErrors(x), x),
    fieldOf: (path) => path,
    guard: false,
    onValid: (x) =>
      create.mutate(
        {
          groupNumber: Number(x.groupNumber),
          ...(x.locationNumber ? { locationNumber: Number(x.locationNumber) } : {}),
          ...x.sites,
          beginDate: x.beginDate,
          endDate: x.endDate,
          bulletinText: x.bulletinText,
        },
        {
          onSuccess: () => {
            form.reset();
            notify({ text: t('announcement.saved'), type: 'success' });
          },
          onError: (error) => form.fail(error),
        },
      ),
  });
  const { values: v, errorOf } = form;
  /** Changes the values; `field` (the contract's name) loses its error. */
  const set = (patch: Partial<Values>, field: string) => {
    form.update((p) => ({ ...p, ...patch }));
    form.clearErrors(field);
  };

  return (
    <SectionCard title={t('announcement.newTitle')}>
      <ContractForm form={form}>
        <Stack maw={720}>
          <FormError text={form.formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <GroupSelect
              label={t('announcement.group')}
              withAsterisk
              includeEveryGroup
              allowDeselect={false}
              placeholder={t('chooseGroup')}
              value={v.groupNumber || null}
              error={errorOf('groupNumber')}
              onChange={(g) => set({ groupNumber: g ?? '' }, 'groupNumber')}
            />
            <TextInput
              label={t('announcement.location')}
              description={t('announcement.locationHelp')}
              inputMode="numeric"
              value={v.locationNumber}
              error={errorOf('locationNumber')}
              onChange={(e) => set({ locationNumber: e.currentTarget.value }, 'locationNumber')}
            />
            <DateField
              label={t('announcement.beginDate')}
              withAsterisk
              value={v.beginDate}
              error={errorOf('beginDate')}
              onChange={(x) => set({ beginDate: x }, 'beginDate')}
            />
            <DateField
              label={t('announcement.endDate')}
              withAsterisk
              value={v.endDate}
              error={errorOf('endDate')}
              onChange={(x) => set({ endDate: x }, 'endDate')}
            />
          </SimpleGrid>
          <Checkbox.Group
            label={t('announcement.sites')}
            withAsterisk
            error={errorOf('employeeSite')}
            value={SITES.filter((s) => v.sites[s])}
            onChange={(on) =>
              set(
                {
                  sites: Object.fromEntries(
                    SITES.map((s) => [s, on.includes(s)]),
                  ) as Values['sites'],
                },
                'employeeSite',
              )
            }
          >
            <Group mt="xs">
              {SITES.map((s) => (
                <Checkbox key={s} value={s} label={t(`sites.${s}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Textarea
            label={t('announcement.text')}
            withAsterisk
            rows={3}
            maxLength={TEXT_MAX}
            value={v.bulletinText}
            error={errorOf('bulletinText')}
            onChange={(e) => set({ bulletinText: e.currentTarget.value }, 'bulletinText')}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('announcement.save')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </SectionCard>
  );
}

/**
 * Every announcement of the staff member's groups, past and future, newest first, 20 a page from the server
 * (searchable by text), each with a delete action.
 */
export function AnnouncementList() {
  const { t } = useTranslation(['content-admin', 'messages']);
  const fmt = useFormat();
  const [page, setPage] = useState<AdminListPage>({ search: '', pageNumber: 1 });
  const query = useAdminAnnouncements(page);
  const remove = useDeleteAnnouncement();
  const [doomed, setDoomed] = useState<Bulletin>();
  const sites = (b: Bulletin) =>
    SITES.filter((s) => b[s])
      .map((s) => t(`sites.${s}`))
      .join(', ');
  return (
    <SectionCard title={t('announcement.listTitle')}>
      <Stack gap="sm">
        <AdminListSearch
          label={t('announcementSearch')}
          onSearch={(search) => setPage({ search, pageNumber: 1 })}
        />
        <QueryState
          query={query}
          isEmpty={(d) => d.items.length === 0}
          emptyText={page.search ? t('noMatch') : t('announcement.empty')}
        >
          {({ items }) => (
            <DataTable
              label={t('tableOf', {
                title: t('announcement.listTitle'),
                page: query.data?.pageNumber ?? 1,
                pages: Math.max(1, query.data?.totalNumberOfPages ?? 1),
              })}
              minWidth={720}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('announcement.text')}</Table.Th>
                  <Table.Th>{t('announcement.group')}</Table.Th>
                  <Table.Th>{t('announcement.sites')}</Table.Th>
                  <Table.Th>{t('announcement.period')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((b) => (
                  <Table.Tr key={b.bulletinId}>
                    <Table.Td>
                      <Text size="sm">{b.bulletinText}</Text>
                    </Table.Td>
                    <Table.Td>
                      {b.groupNumber === -1 ? t('everyGroup') : b.groupNumber}
                      {b.locationNumber !== null &&
                        ` · ${t('announcement.locationShort', { n: b.locationNumber })}`}
                    </Table.Td>
                    <Table.Td>{sites(b)}</Table.Td>
                    <Table.Td>
                      {fmt.date(b.beginDate)} – {fmt.date(b.endDate)}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('announcement.deleteOne', {
                          text: b.bulletinText.slice(0, 40),
                        })}
                        onClick={() => setDoomed(b)}
                      >
                        {t('delete')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </QueryState>
        <AdminListPager
          page={query.data}
          onPage={(pageNumber) => setPage((p) => ({ ...p, pageNumber }))}
        />
      </Stack>
      <ConfirmDialog
        opened={doomed !== undefined}
        title={t('announcement.deleteTitle')}
        content={doomed?.bulletinText ?? ''}
        okLabel={t('delete')}
        destructive
        onCancel={() => setDoomed(undefined)}
        onConfirm={() => {
          const id = doomed!.bulletinId;
          setDoomed(undefined);
          remove.mutate(id, {
            onSuccess: () => notify({ text: t('announcement.deleted'), type: 'success' }),
            onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
          });
        }}
      />
    </SectionCard>
  );
}
