import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyGroups } from '../../lib/use-my-groups';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';
import { EdiImport } from './edi-import';

/**
 * The EDI 834 page of a portal over the caller's enrolling groups: staff import and export; an employer
 * (`validateOnly`) validates a file and gets the report (the server refuses an employer's apply).
 */
export function EdiPage({ validateOnly = false }: { validateOnly?: boolean }) {
  const { t } = useTranslation('edi');
  const query = useMyGroups();
  const groups = (query.data ?? []).filter((g) => g.enrollment && g.groupNumber > 0);
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <QueryState query={query} emptyText="">
        {() =>
          groups.length === 0 ? (
            <Alert color="yellow" variant="light">
              {t('noGroups')}
            </Alert>
          ) : (
            <EdiImport groups={groups} validateOnly={validateOnly} />
          )
        }
      </QueryState>
    </Stack>
  );
}
