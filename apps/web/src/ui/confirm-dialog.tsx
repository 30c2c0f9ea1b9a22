import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LIMITS } from '../lib/constants';
import { useT } from '../i18n';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  content: ReactNode;
  /** Defaults to "Ok". */
  okLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Shows the close icon in the title bar. */
  withCloseButton?: boolean;
  /** Destructive mode: the cancel button takes the emphasis, ok turns red and quiet. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic confirmation dialog of spec §2 (width 500). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Our light hook, not react-i18next: this dialog is part of the entry chunk (chunk-failure dialog).
  const t = useT();
  const { destructive = false } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      size={LIMITS.dialogWidth}
      withCloseButton={props.withCloseButton ?? false}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      {typeof props.content === 'string' ? <Text>{props.content}</Text> : props.content}
      <Group justify="flex-end" mt="lg">
        <Button
          variant={destructive ? 'filled' : 'default'}
          onClick={props.onCancel}
          data-autofocus={destructive || undefined}
        >
          {props.cancelLabel ?? t('common:actions.cancel')}
        </Button>
        <Button
          variant={destructive ? 'outline' : 'filled'}
          color={destructive ? 'red.9' : undefined}
          onClick={props.onConfirm}
        >
          {props.okLabel ?? t('common:actions.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
