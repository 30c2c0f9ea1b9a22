import { Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { parseClaimNumber } from '@bp/contract/rules/claim-number';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { accountName } from './fsa-accounts-card';
import { useClaimPayments, useFsaAccounts } from './use-fsa';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The FSA payment submitted for a claim (by its confirmation number, else the newest), the account it
 * was taken from with its available balance now, and every payment on the claim.
 */
export function PaymentConfirmation({
  claimNumber,
  confirmation,
}: {
  claimNumber: string;
  confirmation: string | null;
}) {
  const { t } = useTranslation(['fsa', 'messages']);
  const fmt = useFormat();
  const parts = parseClaimNumber(claimNumber);
  const claim = useClaimPayments(parts);
  const accounts = useFsaAccounts();

  if (!parts) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('messages:invalidClaimNumber')}
      </Alert>
    );
  }
  return (
    <QueryState
      query={claim}
      emptyText={t('fsa:confirmation.none')}
      isEmpty={(d) => d.payments.length === 0}
    >
      {(data) => {
        const payment =
          data.payments.find((p) => p.confirmationNumber === confirmation) ?? data.payments[0]!;
        const account = accounts.data?.find((a) => a.accountId === payment.accountId);
        return (
          <Stack>
            <Alert
              color="green"
              variant="light"
              role="status"
              title={t('fsa:confirmation.submittedTitle')}
            >
              {t('fsa:confirmation.submitted', {
                number: payment.confirmationNumber,
                claim: data.fullClaimNumber,
              })}
            </Alert>
            <SectionCard title={t('fsa:confirmation.details')}>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0}>
                <Fact
                  label={t('fsa:confirmation.number')}
                  value={payment.confirmationNumber}
                  testId="fsa-confirmation-number"
                />
                <Fact label={t('fsa:confirmation.claim')} value={data.fullClaimNumber} />
                <Fact
                  label={t('fsa:confirmation.amount')}
                  value={fmt.money(payment.amountCents)}
                  testId="fsa-confirmation-amount"
                />
                <Fact
                  label={t('fsa:confirmation.account')}
                  value={`${payment.accountType} ${payment.planYear}`}
                />
                <Fact
                  label={t('fsa:confirmation.available')}
                  value={account ? fmt.money(account.availableCents) : '…'}
                  testId="fsa-confirmation-available"
                />
                <Fact
                  label={t('fsa:confirmation.status')}
                  value={t(`fsa:status.${payment.status}`)}
                />
                <Fact label={t('fsa:confirmation.payTo')} value={t(`fsa:payTo.${payment.payTo}`)} />
                <Fact
                  label={t('fsa:confirmation.submittedAt')}
                  value={fmt.date(payment.submittedAt)}
                />
                <Fact label={t('fsa:confirmation.receipts')} value={String(payment.receiptCount)} />
                <Fact label={t('fsa:claim.remaining')} value={fmt.money(data.remainingCents)} />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('fsa:confirmation.history')}>
              <DataTable
                label={t('fsa:confirmation.history')}
                caption={t('fsa:confirmation.historyCaption', { claim: data.fullClaimNumber })}
                minWidth={560}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('fsa:confirmation.number')}</Table.Th>
                    <Table.Th scope="col">{t('fsa:confirmation.submittedAt')}</Table.Th>
                    <Table.Th scope="col">{t('fsa:confirmation.account')}</Table.Th>
                    <Table.Th scope="col">{t('fsa:confirmation.status')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('fsa:confirmation.amount')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.payments.map((p) => (
                    <Table.Tr key={p.confirmationNumber}>
                      <Table.Th scope="row">{p.confirmationNumber}</Table.Th>
                      <Table.Td>{fmt.date(p.submittedAt)}</Table.Td>
                      <Table.Td>{accountName(p)}</Table.Td>
                      <Table.Td>
                        <Badge
                          miw="max-content"
                          variant="outline"
                          color={p.status === 'Denied' ? 'red.9' : 'teal.9'}
                        >
                          {t(`fsa:status.${p.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{fmt.money(p.amountCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
            </SectionCard>
            <Group>
              <Button component={Link} to="/member/paywithfsa" variant="default">
                {t('fsa:confirmation.back')}
              </Button>
            </Group>
          </Stack>
        );
      }}
    </QueryState>
  );
}
