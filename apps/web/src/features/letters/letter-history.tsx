import { Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@bp/contract';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { useLetterPage, useLetterTemplates, type LetterFilter } from './use-letters';
import { DateField } from '../../ui/date-field';
import { isoOfTyped } from '../../lib/us-date';
import { Pager } from '../../ui/pager';

interface FilterValues {
  templateId: string;
  fromDate: string;
  thruDate: string;
}
const NO_FILTER: FilterValues = { templateId: '', fromDate: '', thruDate: '' };

/**
 * The household's letters: newest first, 10 a server page, filtered by kind and sent date. Staff pass the
 * `memberId` and where a letter opens (`detailsPathOf`).
 */
export function LetterHistory({
  memberId,
  detailsPathOf = (letterNumber) =>
    routePath('member.memberLetterDetails', { letterNumber: String(letterNumber) }),
}: {
  memberId?: string | undefined;
  detailsPathOf?: (letterNumber: number) => string;
} = {}) {
  const { t } = useTranslation(['letters', 'messages']);
  const fmt = useFormat();
  const templates = useLetterTemplates();
  const [draft, setDraft] = useState<FilterValues>(NO_FILTER);
  const [filter, setFilter] = useState<LetterFilter>({ pageNumber: 1 });
  const query = useLetterPage({ ...filter, memberId });
  const [dateErrors, setDateErrors] = useState<{ fromDate?: string; thruDate?: string }>({});
  // The value is read at once: React clears the event's currentTarget before a state updater runs.
  const setField = (k: keyof FilterValues, value: string) =>
    setDraft((d) => ({ ...d, [k]: value }));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const from = draft.fromDate ? isoOfTyped(draft.fromDate) : null;
    const thru = draft.thruDate ? isoOfTyped(draft.thruDate) : null;
    const errors: { fromDate?: string; thruDate?: string } = {};
    if (draft.fromDate && !from) errors.fromDate = t('messages:invalidDateFormat');
    if (draft.thruDate && !thru) errors.thruDate = t('messages:invalidDateFormat');
    else if (from && thru && thru < from) errors.thruDate = t('messages:invalidLaterThanDate');
    setDateErrors(errors);
    if (errors.fromDate || errors.thruDate) return;
    setFilter({
      pageNumber: 1,
      ...(draft.templateId ? { templateId: Number(draft.templateId) } : {}),
      ...(from ? { fromDate: from } : {}),
      ...(thru ? { thruDate: thru } : {}),
    });
  };
  const filtered = Boolean(filter.templateId || filter.fromDate || filter.thruDate);

  return (
    <Stack>
      <form onSubmit={apply} aria-label={t('filters.label')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('filters.template')}
            value={draft.templateId}
            onChange={(e) => setField('templateId', e.currentTarget.value)}
            data={[
              { value: '', label: t('filters.allTemplates') },
              ...(templates.data ?? []).map((x) => ({
                value: String(x.templateId),
                label: x.name,
              })),
            ]}
          />
          <DateField
            label={t('filters.fromDate')}
            value={draft.fromDate}
            error={dateErrors.fromDate}
            onChange={(v) => setField('fromDate', v)}
          />
          <DateField
            label={t('filters.thruDate')}
            value={draft.thruDate}
            error={dateErrors.thruDate}
            onChange={(v) => setField('thruDate', v)}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_FILTER);
              setDateErrors({});
              setFilter({ pageNumber: 1 });
            }}
          >
            {t('filters.clear')}
          </Button>
        </Group>
      </form>
      <QueryState
        query={query}
        isEmpty={(d) => d.totalNumberOfItems === 0}
        emptyText={filtered ? t('noResults') : t('empty')}
      >
        {(data) => (
          <Stack>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('count', { count: data.totalNumberOfItems })}
            </Text>
            <DataTable label={t('tableLabel')} minWidth={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.letterNumber')}</Table.Th>
                  <Table.Th scope="col">{t('columns.template')}</Table.Th>
                  <Table.Th scope="col">{t('columns.recipient')}</Table.Th>
                  <Table.Th scope="col">{t('columns.sentDate')}</Table.Th>
                  <Table.Th scope="col">{t('columns.delivery')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((l) => (
                  <Table.Tr key={l.letterNumber}>
                    <Table.Th scope="row" fw={500}>
                      <AppLink
                        to={detailsPathOf(l.letterNumber)}
                        aria-label={t('openLetter', { number: l.letterNumber })}
                      >
                        {l.letterNumber}
                      </AppLink>
                    </Table.Th>
                    <Table.Td>{l.templateName}</Table.Td>
                    <Table.Td>{l.recipientName}</Table.Td>
                    <Table.Td>{fmt.date(l.sentDate)}</Table.Td>
                    <Table.Td>{t(`delivery.${l.deliveryMethod}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
            <Pager
              total={data.totalNumberOfPages}
              value={filter.pageNumber}
              onChange={(pageNumber) => setFilter((f) => ({ ...f, pageNumber }))}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
