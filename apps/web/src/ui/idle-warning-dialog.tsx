import {
  Box,
  Button,
  FocusTrap,
  Group,
  Overlay,
  Paper,
  Portal,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useFocusReturn, useId } from '@mantine/hooks';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../lib/constants';
import { formatCountdown } from '../lib/session-idle';

export interface IdleWarningDialogProps {
  /** When the session ends (epoch ms): the countdown runs to it. */
  endsAt: number;
  /** The idle time-out in minutes (the message names it). */
  minutes: number;
  staying: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

/** Announce the time left at each half minute and at 10 s (each second would drown a screen reader). */
const announces = (seconds: number) => seconds === 10 || (seconds > 0 && seconds % 30 === 0);

/**
 * The warning before automatic sign-out (WCAG 2.2.1): an alert dialog (focus on "Stay signed in", kept
 * inside, given back on close) with a live m:ss countdown; Escape also means "Stay signed in" — the user
 * is here. Mantine's Modal hard-codes role="dialog", hence this one built from its parts.
 */
export function IdleWarningDialog(props: IdleWarningDialogProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const messageId = useId();
  const left = () => Math.max(0, Math.ceil((props.endsAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const [announced, setAnnounced] = useState(() => formatCountdown(left()));
  useFocusReturn({ opened: true });

  useEffect(() => {
    const tick = () => {
      const s = left();
      setSeconds(s);
      if (announces(s)) setAnnounced(formatCountdown(s));
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() reads props.endsAt
  }, [props.endsAt]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !props.staying) {
      e.stopPropagation();
      props.onStay();
    }
  };

  return (
    <Portal>
      <Overlay fixed zIndex={1000} backgroundOpacity={0.55} />
      <Box
        pos="fixed"
        inset={0}
        style={{ zIndex: 1001, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        p="md"
      >
        <FocusTrap active>
          <Paper
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={messageId}
            data-testid="idle-warning"
            onKeyDown={onKeyDown}
            shadow="xl"
            radius="md"
            p="lg"
            w="100%"
            maw={LIMITS.dialogWidth}
          >
            <Title order={2} size="h4" id={titleId} mb="sm">
              {t('idle.title')}
            </Title>
            <Text id={messageId}>
              {t('idle.message', { minutes: props.minutes })}{' '}
              {t('idle.announce', { time: formatCountdown(seconds) })}
            </Text>
            <Text mt="sm" fw={600}>
              {t('idle.timeLeft')}{' '}
              <span role="timer" data-testid="idle-countdown">
                {formatCountdown(seconds)}
              </span>
            </Text>
            <VisuallyHidden aria-live="polite" aria-atomic="true">
              {t('idle.announce', { time: announced })}
            </VisuallyHidden>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={props.onSignOut} disabled={props.staying}>
                {t('idle.signOut')}
              </Button>
              <Button data-autofocus onClick={props.onStay} loading={props.staying}>
                {t('idle.stay')}
              </Button>
            </Group>
          </Paper>
        </FocusTrap>
      </Box>
    </Portal>
  );
}
