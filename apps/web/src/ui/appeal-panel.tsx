import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appealCountdown } from '../lib/appeal-countdown';
import { useAppealLinks, type AppealPortal, type AppealSubject } from '../lib/appeal-links';
import { SectionCard } from './section-card';
import { useFormat } from './use-language';

/** The appeal facts of a denied claim or pre-certification (the contract's `claimAppealInfo`). */
export interface AppealInfo {
  lastDay: string;
  deadline: string;
  canAppeal: boolean;
  appealId: number | null;
}

/**
 * The claim- or pre-certification-level "Appeal" panel (issue 31): the last day to appeal as a date and a
 * countdown (days left, the last day, or passed — in words, with an icon, never colour alone), the link to
 * appeal while one may be filed, and the link to the appeal once there is one (the portal's routes). `now` is the current time
 * (tests pass it; the screen reads the clock when it draws).
 */
export function AppealPanel({
  appeal,
  portal,
  subject,
  now = new Date(),
}: {
  appeal: AppealInfo;
  /** The portal whose appeal routes the links open; none (an employer's page): no links. */
  portal: AppealPortal | undefined;
  subject: AppealSubject;
  now?: Date;
}) {
  // The texts live with the claims' (loaded with every portal page's catalogue, not the sign-in page's).
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  const links = useAppealLinks(portal, subject);
  const countdown = appealCountdown(appeal, now);
  const state =
    countdown.kind === 'daysLeft'
      ? {
          text: t('appealPanel.daysLeft', { count: countdown.days }),
          color: 'blue',
          Icon: IconClockHour4,
        }
      : countdown.kind === 'lastDayToday'
        ? { text: t('appealPanel.lastDayToday'), color: 'orange', Icon: IconHourglassEmpty }
        : { text: t('appealPanel.passed'), color: 'gray', Icon: IconAlertTriangle };
  const viewHref = appeal.appealId !== null && links.view ? links.view(appeal.appealId) : null;
  const fileHref = appeal.canAppeal && links.file ? links.file : null;
  return (
    <SectionCard title={t('appealPanel.title')}>
      <Stack gap="sm">
        {appeal.canAppeal && <Text size="sm">{t('appealPanel.intro')}</Text>}
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <state.Icon
            size={24}
            aria-hidden
            color={`var(--mantine-color-${state.color}-7)`}
            style={{ flexShrink: 0 }}
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{t('appealPanel.lastDay', { date: fmt.date(appeal.lastDay) })}</Text>
            <Text size="sm" data-testid="appeal-countdown">
              {state.text}
            </Text>
          </Stack>
        </Group>
        {(fileHref || viewHref) && (
          <Group gap="md">
            {fileHref && (
              <Button component={Link} to={fileHref}>
                {t('appealPanel.file')}
              </Button>
            )}
            {viewHref && (
              <Anchor component={Link} to={viewHref} size="sm">
                {t(links.viewLabel === 'staff' ? 'appealPanel.view' : 'appealPanel.viewOwn')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
