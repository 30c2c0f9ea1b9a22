import { Alert, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CallForm } from '../../../features/calltrack/call-form';
import { formOfCall } from '../../../features/calltrack/calltrack-rules';
import { useCall } from '../../../features/calltrack/use-calltrack';
import { ApiError } from '../../../lib/api';
import { AppLink } from '../../../ui/app-link';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { adminOptionsPaths } from './paths';

/** A positive whole call number of the path, or null. */
function callNoOf(text: string | undefined): number | null {
  return text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * `/admin/options/track-new-call/{callNo?}/{updated?}` (admin.trackNewCall): without a number, log a new
 * call; with one, load and update it (read-only when closed). `updated` shows the "saved" confirmation.
 */
export default function TrackNewCallPage() {
  const { t } = useTranslation('admin-options');
  const navigate = useNavigate();
  const { callNo: callNoText, updated } = useParams();
  const callNo = callNoOf(callNoText);
  const query = useCall(callNo);
  const onSaved = useCallback(
    (n: number) => navigate(adminOptionsPaths.call(n, true), { replace: callNo === n }),
    [navigate, callNo],
  );
  const common = {
    onSaved,
    searchPath: adminOptionsPaths.callTrack(),
    newCallPath: adminOptionsPaths.newCall(),
  };

  if (callNoText === undefined)
    return (
      <Stack>
        <PageTitle>{t('titles.trackNewCall')}</PageTitle>
        <CallForm {...common} />
      </Stack>
    );

  const notFound =
    callNo === null ||
    (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  return (
    <Stack>
      <PageTitle>{t('calls.titleOf', { callNo: callNoText })}</PageTitle>
      {updated !== undefined && !notFound && (
        <Alert color="teal" variant="light" role="status" title={t('calls.savedTitle')}>
          {t('calls.saved', { callNo: callNoText })}
        </Alert>
      )}
      {notFound ? (
        <Alert color="red" variant="light" role="alert" title={t('calls.notFoundTitle')}>
          {t('calls.notFound')}{' '}
          <AppLink to={adminOptionsPaths.callTrack()}>{t('calls.backToSearch')}</AppLink>
        </Alert>
      ) : (
        <QueryState query={query} emptyText="">
          {(call) => (
            <CallForm
              key={`${call.callNo}-${query.dataUpdatedAt}`}
              callNo={call.callNo}
              initial={formOfCall(call)}
              readOnly={!call.windowOpen}
              {...common}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
