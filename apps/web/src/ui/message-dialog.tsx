import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../lib/constants';

/** A titled dialog with one message and an Ok button (login error, redirect message). */
export function MessageDialog({
  opened,
  title,
  message,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={LIMITS.dialogWidth}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('actions.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
