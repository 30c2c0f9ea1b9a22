import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnrollingGroups } from '../../lib/guard-groups';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';
import { EdiImport } from './edi-import';

/**
 * The EDI 834 page of a portal over the caller's enrolling groups: staff import and export; an employer
 * (`validateOnly`) validates a file and gets the report (the server refuses an employer's apply). Only
 * whether there are none, one or more is loaded; the group field searches the server.
 */
export function EdiPage({ validateOnly = false }: { validateOnly?: boolean }) {
  const { t } = useTranslation('edi');
  const { query, none, only } = useEnrollingGroups();
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <QueryState query={query} emptyText="">
        {() =>
          none ? (
            <Alert color="yellow" variant="light">
              {t('noGroups')}
            </Alert>
          ) : (
            <EdiImport onlyGroup={only} validateOnly={validateOnly} />
          )
        }
      </QueryState>
    </Stack>
  );
}
