import { Alert, List, NativeSelect, Text } from '@mantine/core';
import type { fsaClaimPayments } from '@bp/contract/api/finance';
import type { EndpointResponse } from '@bp/contract/api/endpoint';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { usePayableClaims } from './use-fsa';

export type FsaClaimInfo = EndpointResponse<typeof fsaClaimPayments>;

/**
 * The claim to pay: a choice of the household's payable claims (the one named in the address kept when
 * it is not among them), then the chosen claim's summary and whether it can still be paid.
 */
export function FsaClaimChoice({
  value,
  onChange,
  error,
  claim,
}: {
  value: string;
  onChange: (claimText: string) => void;
  error: string | undefined;
  /** The chosen claim's payments; null while no valid claim number is chosen. */
  claim: UseQueryResult<FsaClaimInfo> | null;
}) {
  const { t } = useTranslation(['fsa', 'messages', 'common']);
  const fmt = useFormat();
  const claims = usePayableClaims();
  const claimInfo = claim?.data;

  const claimOptions = useMemo(() => {
    const list = (claims.data ?? []).map((c) => ({
      value: c.fullClaimNumber,
      label: t('fsa:form.claimOption', {
        number: c.fullClaimNumber,
        date: fmt.date(c.serviceDateFrom),
        patient: `${c.patientFirstName} ${c.patientLastName}`,
        amount: fmt.money(c.patientResponsibilityCents),
      }),
    }));
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: value });
    return [{ value: '', label: t('fsa:form.chooseClaim') }, ...list];
  }, [claims.data, value, t, fmt]);

  return (
    <>
      <NativeSelect
        label={t('fsa:form.claim')}
        withAsterisk
        data={claimOptions}
        value={value}
        disabled={claims.isPending && !value}
        description={
          claims.isPending
            ? t('common:states.loading')
            : claimOptions.length === 1
              ? t('fsa:form.noClaims')
              : undefined
        }
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
      />
      {claim && (
        <QueryState query={claim} emptyText="">
          {() => (claimInfo ? <FsaClaimSummary claimInfo={claimInfo} /> : null)}
        </QueryState>
      )}
      {claimInfo && !claimInfo.payable && (
        <Alert color="yellow" variant="light" role="status">
          {t(
            claimInfo.remainingCents === 0 ? 'fsa:claim.paidInFull' : 'messages:fsaClaimNotPayable',
          )}
        </Alert>
      )}
    </>
  );
}

/** Patient, provider, date of service and the member's share of the chosen claim: paid and left. */
function FsaClaimSummary({ claimInfo }: { claimInfo: FsaClaimInfo }) {
  const { t } = useTranslation('fsa');
  const fmt = useFormat();
  const item = (label: string, value: ReactNode) => (
    <List.Item>
      <Text span fw={600}>
        {label}:{' '}
      </Text>
      {value}
    </List.Item>
  );
  return (
    <List
      listStyleType="none"
      spacing={4}
      aria-label={t('claim.summary')}
      data-testid="fsa-claim-summary"
    >
      {item(t('claim.patient'), claimInfo.patientName)}
      {item(t('claim.provider'), claimInfo.providerName ?? t('claim.unknownProvider'))}
      {item(t('claim.serviceDate'), fmt.date(claimInfo.serviceDate))}
      {item(t('claim.responsibility'), fmt.money(claimInfo.responsibilityCents))}
      {item(t('claim.paid'), fmt.money(claimInfo.paidCents))}
      {item(
        t('claim.remaining'),
        <span data-testid="fsa-remaining" data-cents={claimInfo.remainingCents}>
          {fmt.money(claimInfo.remainingCents)}
        </span>,
      )}
    </List>
  );
}
