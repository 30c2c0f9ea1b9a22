import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseCheckRunParams } from '@bp/contract/routes';
import { CheckRunView } from '../../../features/finance/check-run-view';
import { RemittanceFiles } from '../../../features/remittance/remittance-files';
import { PageTitle } from '../../../ui/page-title';
import { Stack, Text } from '@mantine/core';

const runRef = (p: NonNullable<ReturnType<typeof parseCheckRunParams>>) => ({
  groupNumber: p.groupNumber,
  checkRunDefinitionId: p.checkRunDefinitionId,
  date: p.dateTime.slice(0, 10),
});

/**
 * `/admin/finance/checkrun/view/{group}.{definition}/{date}` — review and publish one check run; once published,
 * its 835 remittance files (issue 32).
 */
export default function CheckRunViewPage() {
  const { t } = useTranslation('finance');
  const parsed = parseCheckRunParams(useParams());
  return (
    <>
      <PageTitle>{t('view.pageTitle')}</PageTitle>
      {parsed ? (
        <Stack>
          <CheckRunView mode="finance" runRef={runRef(parsed)} />
          <Text size="sm">{t('remittance.runIntro')}</Text>
          <RemittanceFiles runRef={runRef(parsed)} />
        </Stack>
      ) : (
        <Text>{t('view.notFound')}</Text>
      )}
    </>
  );
}
