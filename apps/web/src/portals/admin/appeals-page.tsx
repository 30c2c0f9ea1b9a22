import { Stack, Text } from '@mantine/core';
import { appealTimeliness } from '@bp/contract/api/appeals';
import { routePath } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { AppealQueue } from '../../features/appeal-queue/appeal-queue';
import { TimelinessPanel } from '../../features/appeal-queue/timeliness-panel';
import { useMayCall } from '../../lib/use-may-call';
import { PageTitle } from '../../ui/page-title';

/**
 * `/admin/appeals` (admin.appeals, Appeals; issue 31): the appeal queue by the time left on the plan's
 * clocks, and the timeliness figures for whoever may call Appeals/Timeliness (compliance).
 */
export default function AdminAppealsPage() {
  const { t } = useTranslation('appealQueue');
  const showTimeliness = useMayCall(appealTimeliness);
  return (
    <Stack>
      <PageTitle>{t('titles.queue')}</PageTitle>
      <Text size="sm">{t('queue.intro')}</Text>
      <AppealQueue
        detailsPath={(appealId) => routePath('admin.appealDetails', { appealId: String(appealId) })}
      />
      {showTimeliness && <TimelinessPanel />}
    </Stack>
  );
}
