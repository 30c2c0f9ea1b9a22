import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorTextOf } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { CallResults } from './call-results';
import { CallSearchFields, type CallSearchTextField } from './call-search-fields';
import { EMPTY_CALL_SEARCH, validateCallSearch, type CallSearchCriteria } from './calltrack-rules';
import { useCallSearch, useCallTrackOptions, useExportCalls } from './use-calltrack';

/**
 * Call tracking search (spec §3): dates, operator, call number, from/regard keys (dependent levels), due
 * date and member; 10 calls a page, newest first; "Export CSV" saves every call of the search. Each call
 * number opens `callPath(callNo)`.
 */
export function CallSearch({
  callPath,
  newCallPath,
}: {
  callPath: (callNo: number) => string;
  newCallPath: string;
}) {
  const { t } = useTranslation(['admin-options', 'messages']);
  const options = useCallTrackOptions();
  const opts = options.data ?? { fromOptions: [], regardOptions: [], statuses: [], operators: [] };
  const [criteria, setCriteria] = useState<CallSearchCriteria>({});
  const [page, setPage] = useState(1);
  const query = useCallSearch(criteria, page);
  const exportCsv = useExportCalls();
  const form = useContractForm({
    initial: EMPTY_CALL_SEARCH,
    validate: validateCallSearch,
    guard: false,
    onValid: (found) => {
      setPage(1);
      setCriteria(found);
    },
  });

  // Typing in any criterion clears every error (the date range's error sits on one of two fields).
  const setText = (f: CallSearchTextField, value: string) => {
    form.set(f, value);
    form.clearErrors();
  };
  const clear = () => {
    form.reset();
    setPage(1);
    setCriteria({});
  };

  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to={newCallPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('calls.newCall')}
        </Button>
      </Group>
      <SectionCard title={t('calls.searchTitle')}>
        <ContractForm form={form}>
          <Stack>
            <CallSearchFields
              values={form.values}
              options={opts}
              errorOf={form.errorOf}
              onText={setText}
              onChange={form.update}
            />
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('calls.search')}
              </Button>
              <Button variant="default" onClick={clear}>
                {t('calls.clear')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={exportCsv.isPending}
                onClick={() => exportCsv.mutate(criteria)}
              >
                {t('calls.exportCsv')}
              </Button>
            </Group>
            {exportCsv.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorTextOf(exportCsv.error, t)}
              </Alert>
            )}
          </Stack>
        </ContractForm>
      </SectionCard>
      <CallResults query={query} page={page} onPage={setPage} callPath={callPath} options={opts} />
    </Stack>
  );
}
