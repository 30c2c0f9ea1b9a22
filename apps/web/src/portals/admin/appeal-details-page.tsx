import { Alert, Stack } from '@mantine/core';
import { appealAssign, appealDecide, appealRequestInfo } from '@bp/contract/api/appeals';
import { routePath } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppealActions } from '../../features/appeal-queue/appeal-actions';
import { AppealDetails } from '../../features/appeal-queue/appeal-details';
import { useAppeal } from '../../features/appeal-queue/use-appeals';
import { useAllowedRoutes } from '../../lib/use-allowed-routes';
import { useMayCall } from '../../lib/use-may-call';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';
import { adminPaths } from './paths';

/**
 * `/admin/appeals/{appealId}` (admin.appealDetails, Appeals; issue 31): one appeal; staff with write
 * access to Appeals assign the reviewer, ask for information and (the reviewer) decide. A read-only
 * grant (compliance) sees the appeal without the actions.
 */
export default function AdminAppealDetailsPage() {
  const { t } = useTranslation(['appealQueue', 'messages']);
  const { appealId = '' } = useParams();
  const id = /^\d{1,9}$/.test(appealId) ? Number(appealId) : 0;
  const query = useAppeal(id);
  const mayAct = useMayCall(appealAssign, appealRequestInfo, appealDecide);
  const allowed = useAllowedRoutes(['admin.claimDetails']);
  const number = query.data?.appealNumber;
  return (
    <Stack>
      <PageTitle>{number ? t('titles.appeal', { number }) : t('titles.appealPending')}</PageTitle>
      <AppLink to={routePath('admin.appeals')} size="sm">
        {t('details.back')}
      </AppLink>
      {id === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {t('details.notFound')}
        </Alert>
      ) : (
        <QueryState query={query} emptyText={t('details.notFound')}>
          {(appeal) => (
            <AppealDetails
              appeal={appeal}
              paths={{
                claim: (memberId, claim) =>
                  allowed.has('admin.claimDetails') ? adminPaths.claim(memberId, claim) : null,
              }}
              actions={
                mayAct && appeal.status !== 'decided' ? <AppealActions appeal={appeal} /> : null
              }
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
