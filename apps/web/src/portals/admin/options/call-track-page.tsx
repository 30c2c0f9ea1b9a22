import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CallSearch } from '../../../features/calltrack/call-search';
import { PageTitle } from '../../../ui/page-title';
import { adminOptionsPaths } from './paths';

/** `/admin/options/call-track` (admin.callTrack, Call Tracking): search and export logged calls. */
export default function CallTrackPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.callTrack')}</PageTitle>
      <CallSearch
        callPath={(n) => adminOptionsPaths.call(n)}
        newCallPath={adminOptionsPaths.newCall()}
      />
    </Stack>
  );
}
