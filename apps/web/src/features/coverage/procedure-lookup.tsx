import { Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ProcedureCoverageView } from './procedure-coverage';
import { useMemberProfile, useProcedureSearch } from './use-coverage';
import { Pager } from '../../ui/pager';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * My plans, procedure lookup: search procedure codes by code or words (debounced, server pages), pick
 * one, and see what the member's plan covers for it and how every plan of the group covers it in `year`.
 */
export function ProcedureLookup({ year }: { year: number }) {
  const profile = useMemberProfile();
  return <ProcedureLookupPanel year={year} groupNumber={profile.data?.empdep.groupNumber} />;
}

/**
 * The procedure lookup for a group (`groupNumber`, undefined while unknown): search, pick a code, see how
 * the group's plans cover it in `year`. Staff use it with the group they typed.
 */
export function ProcedureLookupPanel({
  year,
  groupNumber,
  intro,
}: {
  year: number;
  groupNumber: number | undefined;
  /** The text above the search; the member's wording by default. */
  intro?: string;
}) {
  const { t } = useTranslation('coverage');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const search = useProcedureSearch(debounced, groupNumber, page);
  const active = debounced.length >= 2;

  return (
    <Stack>
      <SectionCard title={t('procedures.title')}>
        <Stack>
          <Text size="sm">{intro ?? t('procedures.intro')}</Text>
          <TextInput
            label={t('procedures.search')}
            description={t('procedures.searchHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maw={480}
            value={text}
            type="search"
            autoComplete="off"
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
          />
          <div aria-live="polite">
            {active && search.data && !search.isPlaceholderData && (
              <Text size="sm" c="dimmed">
                {search.data.totalNumberOfItems === 0
                  ? t('procedures.none', { query: debounced })
                  : t('procedures.results', { count: search.data.totalNumberOfItems })}
              </Text>
            )}
          </div>
          {active && (
            <QueryState query={search} isEmpty={(d) => d.items.length === 0} emptyText="">
              {(data) => (
                <Stack gap="sm">
                  <DataTable
                    label={t('procedures.resultsCaption', { query: debounced })}
                    minWidth={480}
                    caption={t('procedures.resultsCaption', { query: debounced })}
                  >
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('procedures.columns.code')}</Table.Th>
                        <Table.Th scope="col">{t('procedures.columns.description')}</Table.Th>
                        <Table.Th scope="col">{t('procedures.columns.action')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.items.map((p) => (
                        <Table.Tr key={p.procedureCode}>
                          <Table.Th scope="row">{p.procedureCode}</Table.Th>
                          <Table.Td>{p.description}</Table.Td>
                          <Table.Td>
                            <Button
                              size="xs"
                              variant={chosen === p.procedureCode ? 'filled' : 'light'}
                              aria-pressed={chosen === p.procedureCode}
                              aria-label={t('procedures.chooseLabel', {
                                code: p.procedureCode,
                                description: p.description,
                              })}
                              onClick={() => setChosen(p.procedureCode)}
                            >
                              {t('procedures.choose')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </DataTable>
                  <Pager
                    total={data.totalNumberOfPages}
                    value={page}
                    onChange={setPage}
                    size="sm"
                  />
                </Stack>
              )}
            </QueryState>
          )}
        </Stack>
      </SectionCard>
      {chosen && groupNumber !== undefined && (
        <ProcedureCoverageView key={chosen} code={chosen} groupNumber={groupNumber} year={year} />
      )}
    </Stack>
  );
}
