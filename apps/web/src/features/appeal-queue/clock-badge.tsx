import { Badge, Group, Text } from '@mantine/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconPlayerPause,
} from '@tabler/icons-react';
import type { AppealSummary } from '@bp/contract/api/appeals';
import { useTranslation } from 'react-i18next';
import { timeLeftOf, type ClockBandName } from './appeal-rules';

/**
 * The band's look: never colour alone — each has its words and its icon. White text on the filled dark
 * shades and red.9 text on white reach WCAG AA (teal.9 4.9:1, #8a4a00 6.6:1, red.9 5.1:1).
 */
const BAND_LOOK: Record<
  ClockBandName,
  { color: string; variant: 'filled' | 'outline'; Icon: typeof IconCircleCheck }
> = {
  green: { color: 'teal.9', variant: 'filled', Icon: IconCircleCheck },
  amber: { color: '#8a4a00', variant: 'filled', Icon: IconClockHour4 },
  red: { color: 'red.9', variant: 'outline', Icon: IconAlertTriangle },
  overdue: { color: 'red.9', variant: 'filled', Icon: IconAlertOctagon },
};

/** The clock's band as a badge: its colour, an icon and its name ("On track", "Due soon", …). */
export function BandBadge({ band }: { band: ClockBandName }) {
  const { t } = useTranslation('appealQueue');
  const look = BAND_LOOK[band];
  return (
    <Badge
      color={look.color}
      variant={look.variant}
      miw="max-content"
      leftSection={<look.Icon size={14} aria-hidden />}
    >
      {t(`band.${band}`)}
    </Badge>
  );
}

/** The time left as words ("71 h left", "12 days left", "Overdue by 3 h", "Paused"). */
export function useTimeLeftText() {
  const { t } = useTranslation('appealQueue');
  return (clock: NonNullable<AppealSummary['clock']>) => {
    const { key, count } = timeLeftOf(clock);
    return t(key, { count });
  };
}

/** The time left and the band of a running clock, side by side (wrapping on a narrow cell). */
export function ClockCell({ clock }: { clock: NonNullable<AppealSummary['clock']> }) {
  const timeLeft = useTimeLeftText();
  return (
    <Group gap={6} wrap="wrap">
      {clock.paused && <IconPlayerPause size={14} aria-hidden />}
      <Text size="sm" fw={600}>
        {timeLeft(clock)}
      </Text>
      <BandBadge band={clock.band} />
    </Group>
  );
}
