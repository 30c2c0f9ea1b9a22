import { useMutation } from '@tanstack/react-query';
import { enrollmentExport834, enrollmentImport834 } from '@bp/contract/api/edi';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

/** POST Enrollments/Import834: validate (dry run) or apply one 834 file for a group. */
export function useImport834() {
  return useMutation({
    mutationFn: (v: { groupNumber: number; dryRun: boolean; file: File }) =>
      callApi(enrollmentImport834, {
        body: { groupNumber: v.groupNumber, dryRun: v.dryRun ? 'true' : 'false' },
        files: { file: [v.file] },
      }),
  });
}

/** GET Enrollments/Export834: the group's enrollment saved as 834-{group}.edi. */
export function useExport834() {
  return useMutation({
    mutationFn: async (groupNumber: number) => {
      const blob = await callApi(enrollmentExport834, { query: { groupNumber } });
      saveFile(blob, `834-${groupNumber}.edi`);
    },
  });
}
