import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ApiError } from '../../lib/api';
import { notify } from '../../ui/notify';

/**
 * The download button of a claim's PDF (the staff EOB, the provider EOP): disabled with its reason when the
 * claim has none; a failed download is reported with the spec §8 message the server's answer names.
 */
export function ClaimPdfButton({
  available,
  loading,
  label,
  unavailableText,
  unavailableId,
  onDownload,
}: {
  available: boolean;
  loading: boolean;
  label: string;
  unavailableText: string;
  /** The id of the "unavailable" text the disabled button is described by (unique on the page). */
  unavailableId: string;
  /** Starts the download; calls `onError` when it fails. */
  onDownload: (onError: (error: unknown) => void) => void;
}) {
  const onError = (error: unknown) =>
    notify({
      translationKey:
        error instanceof ApiError && error.body.error_description === 'claimSummaryDownloadFailed'
          ? 'claimSummaryDownloadFailed'
          : 'errorOccurredDuringDownload',
      type: 'error',
    });
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={loading}
        disabled={!available}
        aria-describedby={available ? undefined : unavailableId}
        onClick={() => onDownload(onError)}
      >
        {label}
      </Button>
      {!available && (
        <Text size="xs" c="dimmed" id={unavailableId}>
          {unavailableText}
        </Text>
      )}
    </Stack>
  );
}
