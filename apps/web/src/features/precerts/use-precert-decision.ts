import { useMutation, useQueryClient } from '@tanstack/react-query';
import { precertUpdateStatus } from '@bp/contract/api/precerts';
import { callApi } from '../../lib/api';
import type { DecisionBody } from './precert-decision-rules';

/** POST Precerts/UpdateStatus: the reviewer's decision; the answer (the updated detail) replaces the cached one. */
export function usePrecertDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionBody) => callApi(precertUpdateStatus, { body }),
    onSuccess: (detail) => {
      client.setQueryData(['precerts', 'detail', detail.certNo], detail);
      void client.invalidateQueries({ queryKey: ['precerts', 'page'] });
    },
  });
}
