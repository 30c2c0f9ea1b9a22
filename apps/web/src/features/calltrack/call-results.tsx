import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import type { KeyOption } from './calltrack-rules';
import type { useCallSearch, useCallTrackOptions } from './use-calltrack';

/** The label of a key, or the key itself when the options do not list it. */
export function keyLabel(options: readonly KeyOption[], key: string | null): string {
  if (!key) return '';
  return options.find((o) => o.key === key)?.description ?? key;
}

/** The calls found: number (opening the call), date, caller, member, from and regard keys, status, due date, window. */
export function CallResults({
  query,
  page,
  onPage: setPage,
  callPath,
  options,
}: {
  query: ReturnType<typeof useCallSearch>;
  page: number;
  onPage: (page: number) => void;
  callPath: (callNo: number) => string;
  options: NonNullable<ReturnType<typeof useCallTrackOptions>['data']>;
}) {
  const { t } = useTranslation(['admin-options', 'messages']);
  const fmt = useFormat();
  const statusLabel = (s: string) =>
    t(`calls.status.${s}`, {
      defaultValue: options.statuses.find((o) => o.key === s)?.description ?? s,
    });
  return (
    <PagedResultsCard
      title={t('calls.resultsTitle')}
      query={query}
      countText={(count) => t('calls.count', { count })}
      tableLabel={t('calls.tableLabel')}
      minWidth={900}
      captionOf={(p) => t('calls.caption', p)}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('calls.columns.callNo')}</Table.Th>
              <Table.Th scope="col">{t('calls.columns.callDate')}</Table.Th>
              <Table.Th scope="col">{t('calls.columns.caller')}</Table.Th>
              <Table.Th scope="col">{t('calls.fields.memberId')}</Table.Th>
              <Table.Th scope="col">{t('calls.columns.from')}</Table.Th>
              <Table.Th scope="col">{t('calls.columns.regard')}</Table.Th>
              <Table.Th scope="col">{t('calls.fields.status')}</Table.Th>
              <Table.Th scope="col">{t('calls.fields.dueDt')}</Table.Th>
              <Table.Th scope="col">{t('calls.columns.window')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((c) => (
              <Table.Tr key={c.callNo}>
                <Table.Th scope="row" fw={500}>
                  <AppLink
                    to={callPath(c.callNo)}
                    aria-label={t('calls.openCall', { callNo: c.callNo })}
                  >
                    {String(c.callNo)}
                  </AppLink>
                </Table.Th>
                <Table.Td>{fmt.date(c.callDate)}</Table.Td>
                <Table.Td>{c.callerName}</Table.Td>
                <Table.Td>{c.memberId ?? ''}</Table.Td>
                <Table.Td>
                  {[c.fromKey1, c.fromKey2, c.fromKey3]
                    .filter(Boolean)
                    .map((k) => keyLabel(options.fromOptions, k))
                    .join(' › ')}
                </Table.Td>
                <Table.Td>
                  {[c.regardKey1, c.regardKey2, c.regardKey3]
                    .filter(Boolean)
                    .map((k) => keyLabel(options.regardOptions, k))
                    .join(' › ')}
                </Table.Td>
                <Table.Td>{statusLabel(c.status)}</Table.Td>
                <Table.Td>{fmt.date(c.dueDt)}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={c.windowOpen ? 'teal.9' : 'gray.7'}>
                    {t(c.windowOpen ? 'calls.window.open' : 'calls.window.closed')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}
