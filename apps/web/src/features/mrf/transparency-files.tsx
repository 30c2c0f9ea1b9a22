import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { useTransparencyFiles } from './use-mrf';

const sizeText = (bytes: number | null) =>
  bytes === null ? '—' : bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;

/** The public list of machine-readable files (tables of contents first) with their dates. */
export function TransparencyFiles() {
  const { t } = useTranslation('mrf');
  const files = useTransparencyFiles();
  const { date } = useFormat();
  return (
    <Stack>
      <Text>{t('public.intro')}</Text>
      <QueryState query={files} isEmpty={(d) => d.length === 0} emptyText={t('public.empty')}>
        {(list) => (
          <DataTable label={t('public.listLabel')} minWidth={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('public.file')}</Table.Th>
                <Table.Th>{t('public.kind')}</Table.Th>
                <Table.Th>{t('public.description')}</Table.Th>
                <Table.Th>{t('public.updated')}</Table.Th>
                <Table.Th>{t('public.size')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((f) => (
                <Table.Tr key={f.url}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Anchor href={f.url} download={f.url.startsWith('/') ? f.fileName : undefined}>
                      {f.fileName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`kinds.${f.kind}`)}</Table.Td>
                  <Table.Td>{f.description}</Table.Td>
                  <Table.Td>{date(f.lastUpdatedOn)}</Table.Td>
                  <Table.Td>{sizeText(f.sizeBytes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </Stack>
  );
}
