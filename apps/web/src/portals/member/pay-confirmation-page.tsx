import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PaymentConfirmation } from '../../features/fsa/payment-confirmation';
import { PageTitle } from '../../ui/page-title';

/** `/member/pay-confirmation/{claimNumber}[?confirmation=FSA-…]` — the FSA payment submitted for a claim. */
export default function PayConfirmationPage() {
  const { t } = useTranslation('fsa');
  const { claimNumber = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <Stack>
      <PageTitle>{t('confirmation.title')}</PageTitle>
      <PaymentConfirmation claimNumber={claimNumber} confirmation={search.get('confirmation')} />
    </Stack>
  );
}
