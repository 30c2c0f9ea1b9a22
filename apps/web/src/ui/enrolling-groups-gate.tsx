import { Alert } from '@mantine/core';
import type { Group } from '@bp/contract/api/groups';
import type { ReactNode } from 'react';
import { useEnrollingGroups } from '../lib/guard-groups';
import { QueryState } from './query-state';

/**
 * The content of a page over the caller's enrolling groups (new enrollment, EDI 834): a notice when none of
 * them takes online enrollment, else `children` with the one group when there is exactly one (only whether
 * there are none, one or more is loaded; the page's group field searches the server).
 */
export function EnrollingGroupsGate({
  noGroupsText,
  children,
}: {
  noGroupsText: string;
  children: (only: Group | null) => ReactNode;
}) {
  const { query, none, only } = useEnrollingGroups();
  return (
    <QueryState query={query} emptyText="">
      {() =>
        none ? (
          <Alert color="yellow" variant="light">
            {noGroupsText}
          </Alert>
        ) : (
          children(only)
        )
      }
    </QueryState>
  );
}
