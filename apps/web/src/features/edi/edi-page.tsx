import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnrollingGroupsGate } from '../../ui/enrolling-groups-gate';
import { PageTitle } from '../../ui/page-title';
import { EdiImport } from './edi-import';

/**
 * The EDI 834 page of a portal over the caller's enrolling groups: staff import and export; an employer
 * (`validateOnly`) validates a file and gets the report (the server refuses an employer's apply). Only
 * whether there are none, one or more is loaded; the group field searches the server.
 */
export function EdiPage({ validateOnly = false }: { validateOnly?: boolean }) {
  const { t } = useTranslation('edi');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <EnrollingGroupsGate noGroupsText={t('noGroups')}>
        {(only) => <EdiImport onlyGroup={only} validateOnly={validateOnly} />}
      </EnrollingGroupsGate>
    </Stack>
  );
}
