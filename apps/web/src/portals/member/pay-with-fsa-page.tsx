import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FsaAccountsCard } from '../../features/fsa/fsa-accounts-card';
import { PayWithFsaForm } from '../../features/fsa/pay-with-fsa-form';
import { PageTitle } from '../../ui/page-title';

/** `/member/paywithfsa[?claimNumber=prefix-number-suffix]` — health account balances and paying a claim's share. */
export default function PayWithFsaPage() {
  const { t } = useTranslation('fsa');
  const [search] = useSearchParams();
  const claimNumber = search.get('claimNumber');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <FsaAccountsCard />
      <PayWithFsaForm key={claimNumber ?? ''} initialClaim={claimNumber} />
    </Stack>
  );
}
