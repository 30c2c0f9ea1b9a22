import { useState } from 'react';
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckRunRef } from '@bp/contract/routes';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import { useDownloadRemittance, useRemittanceFiles } from './use-remittance';

/**
 * The 835 remittance files (X12 005010X221A1) the user may download: a provider's payments of every published
 * check run, or — with `runRef` — the files of one run (finance staff). One file per run and payee.
 */
export function RemittanceFiles({ runRef, title }: { runRef?: CheckRunRef; title?: string }) {
  const { t } = useTranslation('finance');
  const { date, money } = useFormat();
  const [page, setPage] = useState(1);
  const files = useRemittanceFiles(runRef, page);
  const download = useDownloadRemittance();
  const oneRun = runRef !== undefined;
  return (
    <PagedResultsCard
      title={title ?? t('remittance.title')}
      query={files}
      countText={(n) => t('remittance.count', { count: n })}
      tableLabel={t('remittance.tableLabel')}
      captionOf={(p) => t('remittance.caption', p)}
      minWidth={oneRun ? 760 : 900}
      page={page}
      onPage={setPage}
    >
      {(rows) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{oneRun ? t('remittance.payee') : t('remittance.runDate')}</Table.Th>
              {!oneRun && <Table.Th>{t('remittance.payer')}</Table.Th>}
              {!oneRun && <Table.Th>{t('remittance.payee')}</Table.Th>}
              <Table.Th>{t('remittance.checks')}</Table.Th>
              <Table.Th>{t('remittance.claims')}</Table.Th>
              <Table.Th>{t('remittance.amount')}</Table.Th>
              <Table.Th>{t('remittance.file')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((f) => (
              <Table.Tr key={f.fileId}>
                <Table.Td>
                  {oneRun ? f.payeeName : date(f.runDate)}
                  {oneRun && f.payeeNpi && (
                    <Text size="xs" c="dimmed">
                      {t('remittance.npi', { npi: f.payeeNpi })}
                    </Text>
                  )}
                </Table.Td>
                {!oneRun && <Table.Td>{f.groupName}</Table.Td>}
                {!oneRun && <Table.Td>{f.payeeName}</Table.Td>}
                <Table.Td>{f.checkCount}</Table.Td>
                <Table.Td>{f.claimCount}</Table.Td>
                <Table.Td>{money(f.amountCents)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={download.isPending && download.variables?.fileId === f.fileId}
                    aria-label={t('remittance.downloadOne', {
                      payee: f.payeeName,
                      date: date(f.runDate),
                    })}
                    onClick={() =>
                      download.mutate(
                        { fileId: f.fileId, fileName: f.fileName },
                        { onError: (err) => notify({ type: 'error', text: errorTextOf(err, t) }) },
                      )
                    }
                  >
                    {t('remittance.download')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}
