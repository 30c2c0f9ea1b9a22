import { Badge } from '@mantine/core';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';

/** Badge colours by claim status code (dark shades: AA contrast on white). */
const STATUS_COLORS: Record<ClaimSummary['status'], string> = {
  PD: 'teal.9',
  DN: 'red.9',
  PN: 'grape.9',
  AD: 'blue.9',
  VD: 'gray.7',
};

/** The label's overflow shown (one object for every badge, not a new one each render). */
const BADGE_STYLES = { label: { overflow: 'visible' } } as const;

/** A claim's status as a translated badge. */
export function ClaimStatusBadge({ status }: { status: ClaimSummary['status'] }) {
  const { t } = useTranslation('claims');
  return (
    <Badge variant="outline" color={STATUS_COLORS[status] ?? 'gray.7'} styles={BADGE_STYLES}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
