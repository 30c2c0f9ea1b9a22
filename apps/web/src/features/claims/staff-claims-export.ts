import { useMutation } from '@tanstack/react-query';
import { exportClaimsAdmin } from '@bp/contract/api/claims';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { ClaimSortField } from './claim-filters';

/**
 * Export Claims for staff: ClaimsInfo/ExportClaims/Admin streams the member's claims as CSV from the server
 * in the list's sort (header in the reader's language), saved as claims-{memberId}-{day}.csv.
 */
export function useStaffClaimsExport() {
  return useMutation({
    mutationFn: async (req: { memberId: string; sortField: ClaimSortField; sortAsc: boolean }) => {
      const blob = await callApi(exportClaimsAdmin, {
        body: { memberId: req.memberId, sortField: req.sortField, sortAsc: req.sortAsc },
      });
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      saveFile(blob, `claims-${req.memberId}-${day}.csv`);
    },
  });
}
