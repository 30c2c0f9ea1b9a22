import {
  Alert,
  Button,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@bp/contract/format';
import type { AuditEntry } from '@bp/contract/api/compliance';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { errorTextOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  EMPTY_AUDIT_SEARCH,
  auditSearchInput,
  auditSearchSchema,
  type AuditCriteria,
  type AuditSearchValues,
} from './compliance-rules';
import { useAuditSearch, useExportAudit } from './use-compliance';

const TEXT_FIELDS = [
  'memberId',
  'memberLastName',
  'memberFirstName',
  'username',
  'action',
] as const;

/**
 * The audit trail search (compliance): by member (id, or last and first name), by user, by call or
 * event and by dates; 25 rows a page, newest first, paged by the server's cursor; "Export CSV" saves
 * every row of the search.
 */
export function AuditTrailSearch() {
  const { t } = useTranslation(['compliance', 'messages']);
  const [criteria, setCriteria] = useState<AuditCriteria | null>(null);
  // The cursors of the pages before the current one (the first page has none).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const query = useAuditSearch(criteria, cursor);
  const exportCsv = useExportAudit();
  const form = useContractForm({
    initial: EMPTY_AUDIT_SEARCH,
    validate: auditSearchSchema,
    input: auditSearchInput,
    guard: false,
    onValid: (found) => {
      setCursors([undefined]);
      setCriteria(found);
    },
  });
  const setText = (f: keyof AuditSearchValues, value: string) => {
    form.set(f, value);
    form.clearErrors();
  };

  return (
    <Stack>
      <SectionCard title={t('audit.searchTitle')}>
        <ContractForm form={form} aria-label={t('audit.searchTitle')}>
          <Stack>
            <Text size="sm">{t('audit.help')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {TEXT_FIELDS.map((f) => (
                <TextInput
                  key={f}
                  label={t(`audit.fields.${f}`)}
                  value={form.values[f]}
                  autoComplete="off"
                  error={form.errorOf(f)}
                  onChange={(e) => setText(f, e.currentTarget.value)}
                />
              ))}
              <DateField
                label={t('audit.fields.fromDate')}
                value={form.values.fromDate}
                onChange={(v) => setText('fromDate', v)}
                error={form.errorOf('fromDate')}
              />
              <DateField
                label={t('audit.fields.thruDate')}
                value={form.values.thruDate}
                onChange={(v) => setText('thruDate', v)}
                error={form.errorOf('thruDate')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('audit.search')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setCriteria(null);
                  setCursors([undefined]);
                }}
              >
                {t('audit.clear')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={criteria === null}
                loading={exportCsv.isPending}
                onClick={() => criteria && exportCsv.mutate(criteria)}
              >
                {t('audit.exportCsv')}
              </Button>
            </Group>
            {exportCsv.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorTextOf(exportCsv.error, t)}
              </Alert>
            )}
          </Stack>
        </ContractForm>
      </SectionCard>
      {criteria !== null && (
        <SectionCard title={t('audit.resultsTitle')}>
          <QueryState
            query={query}
            isEmpty={(d) => d.items.length === 0 && cursors.length === 1}
            emptyText={t('audit.empty')}
          >
            {(page) => (
              <Stack>
                <AuditRows items={page.items} />
                <Group justify="space-between">
                  <Button
                    variant="default"
                    disabled={cursors.length === 1}
                    onClick={() => setCursors((c) => c.slice(0, -1))}
                  >
                    {t('audit.newer')}
                  </Button>
                  <Text size="sm" aria-live="polite">
                    {t('audit.page', { page: cursors.length })}
                  </Text>
                  <Button
                    variant="default"
                    disabled={!page.nextCursor}
                    onClick={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor!])}
                  >
                    {t('audit.older')}
                  </Button>
                </Group>
              </Stack>
            )}
          </QueryState>
        </SectionCard>
      )}
    </Stack>
  );
}

function AuditRows({ items }: { items: AuditEntry[] }) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <DataTable label={t('audit.tableLabel')} minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('audit.columns.at')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.action')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.member')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.user')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.record')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.detail')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{formatDateTime(r.at, i18n.language, { seconds: true })}</Table.Td>
            <Table.Td>
              <Code>{r.action}</Code>
            </Table.Td>
            <Table.Td>{r.memberId ? `${r.memberName ?? ''} (${r.memberId})` : '—'}</Table.Td>
            <Table.Td>
              {r.actorUsername ?? '—'}
              {r.impersonatorUsername && (
                <Text size="xs">{t('audit.impersonatedBy', { user: r.impersonatorUsername })}</Text>
              )}
            </Table.Td>
            <Table.Td>{r.entityId ? `${r.entity} ${r.entityId}` : r.entity}</Table.Td>
            <Table.Td>
              {r.detail && (
                <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {r.detail.length > 200 ? `${r.detail.slice(0, 200)}…` : r.detail}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
