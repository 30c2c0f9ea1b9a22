import { Badge, Group, Text } from '@mantine/core';
import type { AppealSummary } from '@bp/contract/api/appeals';
import { formatDateTime } from '@bp/contract/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownOf, msUntil } from '../../lib/countdown';

type Clock = NonNullable<AppealSummary['clock']>;

/** The colour of each band; the band is always said in words too (never by colour alone). */
const BAND_COLOR: Record<Clock['band'], string> = {
  green: 'green',
  amber: 'yellow',
  red: 'red',
  overdue: 'red',
};

/** The time now, renewed every `everyMs` (a countdown on screen moves on while the page stays open). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** Time left on the clock at `now`; a paused clock stands still at what the server said. */
export function remainingOf(clock: Clock, now: number): number {
  return clock.paused ? clock.remainingMs : msUntil(clock.deadline, now);
}

/** "3 days left", "5 hours left", "overdue by 2 days" in the reader's language. */
export function useCountdownText() {
  const { t } = useTranslation('appeals');
  return (remainingMs: number) => {
    const c = countdownOf(remainingMs);
    const amount = t(`countdown.${c.unit}`, { count: c.count });
    return c.overdue ? t('countdown.overdue', { amount }) : t('countdown.left', { amount });
  };
}

/**
 * The plan's clock: the band in words and colour, and the countdown (or "paused while we wait for your
 * information"). `withDeadline`: the date and time the plan must decide by, first.
 */
export function ClockStatus({
  clock,
  withDeadline = false,
}: {
  clock: Clock;
  withDeadline?: boolean;
}) {
  const { t, i18n } = useTranslation('appeals');
  const now = useNow();
  const countdown = useCountdownText();
  const remaining = remainingOf(clock, now);
  // The band as of now: a running clock may have run out since the server answered.
  const band = !clock.paused && remaining < 0 ? 'overdue' : clock.band;
  return (
    <Group gap={6} wrap="wrap" align="center">
      {withDeadline && (
        <Text size="sm" component="span">
          <time dateTime={clock.deadline}>{formatDateTime(clock.deadline, i18n.language)}</time>
        </Text>
      )}
      <Badge color={BAND_COLOR[band]} variant="light" style={{ textTransform: 'none' }}>
        {t(`band.${band}`)}
      </Badge>
      <Text size="sm" component="span">
        {clock.paused ? t('clock.paused') : countdown(remaining)}
      </Text>
    </Group>
  );
}
