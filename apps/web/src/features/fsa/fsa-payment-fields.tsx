import { Group, NativeSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { HealthAccount } from '@bp/contract/api/finance';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-language';
import { accountName } from './fsa-accounts-card';
import type { FsaClaimInfo } from './fsa-claim-choice';

export type PayTo = 'Provider' | 'Member';

/** The paying account (of the claim's plan year), the amount (with what is left and the balance) and who is paid. */
export function FsaPaymentFields({
  usable,
  accountId,
  onAccount,
  amount,
  onAmount,
  payTo,
  onPayTo,
  claimInfo,
  errorOf,
}: {
  usable: readonly HealthAccount[];
  accountId: string;
  onAccount: (accountId: string) => void;
  amount: string;
  onAmount: (amount: string) => void;
  payTo: PayTo;
  onPayTo: (payTo: PayTo) => void;
  claimInfo: FsaClaimInfo | undefined;
  errorOf: (field: 'accountId' | 'amountCents' | 'payTo') => string | undefined;
}) {
  const { t } = useTranslation('fsa');
  const fmt = useFormat();
  const account = usable.find((a) => a.accountId === accountId);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('form.account')}
          withAsterisk
          data={usable.map((a) => ({
            value: a.accountId,
            label: t('form.accountOption', {
              name: accountName(a),
              amount: fmt.money(a.availableCents),
            }),
          }))}
          value={accountId}
          onChange={(e) => onAccount(e.currentTarget.value)}
          error={errorOf('accountId')}
        />
        <TextInput
          label={t('form.amount')}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          leftSection="$"
          value={amount}
          description={
            claimInfo && account
              ? t('form.amountHint', {
                  remaining: fmt.money(claimInfo.remainingCents),
                  available: fmt.money(account.availableCents),
                })
              : undefined
          }
          onChange={(e) => onAmount(e.currentTarget.value)}
          error={errorOf('amountCents')}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('form.payTo')}
        withAsterisk
        value={payTo}
        onChange={(v) => onPayTo(v === 'Member' ? 'Member' : 'Provider')}
        error={errorOf('payTo')}
      >
        <Group mt="xs">
          <Radio value="Provider" label={t('payTo.Provider')} />
          <Radio value="Member" label={t('payTo.Member')} />
        </Group>
      </Radio.Group>
    </>
  );
}
