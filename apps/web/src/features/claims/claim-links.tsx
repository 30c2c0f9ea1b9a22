import { Anchor, Button } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { routePath } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Navigation state of a details link: the list's search params, so "back to claims" keeps the filters. */
export interface FromListState {
  listSearch?: string;
}

/** The path of a claim's details page. */
export function claimDetailsPath(fullClaimNumber: string): string {
  return routePath('member.claimDetails', { claimNumber: fullClaimNumber });
}

/** The claim number as a link to its details; remembers the list's filters for the way back. */
export function ClaimNumberLink({
  fullClaimNumber,
  to,
}: {
  fullClaimNumber: string;
  /** The details page; the member's claim details by default. */
  to?: string;
}) {
  const { t } = useTranslation('claims');
  const location = useLocation();
  const state: FromListState = { listSearch: location.search };
  return (
    <Anchor
      component={Link}
      to={to ?? claimDetailsPath(fullClaimNumber)}
      state={state}
      aria-label={t('openClaim', { number: fullClaimNumber })}
      fw={500}
      fz="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      {fullClaimNumber}
    </Anchor>
  );
}

/** The FSA payment page with this claim preselected. */
function payWithFsaPath(fullClaimNumber: string): string {
  return `${routePath('member.payWithFSA')}?${new URLSearchParams({ claimNumber: fullClaimNumber }).toString()}`;
}

/** "Pay with FSA" as a small link under the amount (the wide claims table has no room for a button). */
export function PayWithFsaLink({ fullClaimNumber }: { fullClaimNumber: string }) {
  const { t } = useTranslation('claims');
  return (
    <Anchor
      component={Link}
      to={payWithFsaPath(fullClaimNumber)}
      fz="xs"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={t('payWithFsaFor', { number: fullClaimNumber })}
    >
      {t('payWithFsa')}
    </Anchor>
  );
}

/** "Pay with FSA": the payment page with this claim preselected. */
export function PayWithFsaButton({
  fullClaimNumber,
  size = 'xs',
}: {
  fullClaimNumber: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('claims');
  return (
    <Button
      component={Link}
      to={payWithFsaPath(fullClaimNumber)}
      size={size}
      variant="light"
      leftSection={<IconCash size={14} aria-hidden />}
      aria-label={t('payWithFsaFor', { number: fullClaimNumber })}
    >
      {t('payWithFsa')}
    </Button>
  );
}
