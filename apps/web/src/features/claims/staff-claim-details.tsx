import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { getEobPdf } from '@bp/contract/api/cards';
import type { ClaimDetails } from '@bp/contract/api/claims';
import { claimFileName, type ClaimNumberParts } from '@bp/contract/rules/claim-number';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { ClaimNotFound, ClaimView } from './claim-details';
import { claimPartsOfRoute, useClaimDetailsAdmin } from './provider-claims';
import { isClaimNotFound } from './use-claims';

/** POST RedCard/GetEobPDF for staff: the member's EOB (isInsured), saved as prefix-number-suffix.pdf. */
function useStaffEobDownload() {
  return useMutation({
    mutationFn: async (req: { parts: ClaimNumberParts; memberId: string }) => {
      const blob = await callApi(getEobPdf, {
        body: { ...req.parts, memberId: req.memberId, isInsured: true },
      });
      saveFile(blob, claimFileName(req.parts));
    },
  });
}

function StaffEobButton({ claim, memberId }: { claim: ClaimDetails; memberId: string }) {
  const { t } = useTranslation('claims');
  const download = useStaffEobDownload();
  const parts = {
    claimPrefix: claim.claimPrefix,
    claimNumber: claim.claimNumber,
    claimSuffix: claim.claimSuffix,
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        disabled={!claim.eobAvailable}
        aria-describedby={claim.eobAvailable ? undefined : 'eob-unavailable'}
        onClick={() =>
          download.mutate(
            { parts, memberId },
            // Spec §8: a failed EOB download is reported with this one message.
            {
              onError: () =>
                notify({ translationKey: 'errorOccurredDuringDownload', type: 'error' }),
            },
          )
        }
      >
        {t('details.downloadEob')}
      </Button>
      {!claim.eobAvailable && (
        <Text size="xs" c="dimmed" id="eob-unavailable">
          {t('details.eobUnavailable')}
        </Text>
      )}
    </Stack>
  );
}

/** One claim of a member as staff see it: lines, remark codes, payments, and the member's EOB. */
export function StaffClaimDetails({
  memberId,
  claimId,
}: {
  memberId: string;
  claimId: string | undefined;
}) {
  const parts = claimPartsOfRoute(claimId);
  const query = useClaimDetailsAdmin(parts, memberId);
  if (parts === null || (query.isError && isClaimNotFound(query.error))) return <ClaimNotFound />;
  return (
    <QueryState query={query} emptyText="">
      {(claim) => (
        <ClaimView
          claim={claim}
          audience="provider"
          actions={<StaffEobButton claim={claim} memberId={memberId} />}
        />
      )}
    </QueryState>
  );
}
