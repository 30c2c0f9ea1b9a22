import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorTextOf, showValidation } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { CallResults } from './call-results';
import { CallSearchFields, type CallSearchTextField } from './call-search-fields';
import {
  EMPTY_CALL_SEARCH,
  validateCallSearch,
  type CallSearchCriteria,
  type CallSearchValues,
} from './calltrack-rules';
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
  const [values, setValues] = useState<CallSearchValues>(EMPTY_CALL_SEARCH);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [criteria, setCriteria] = useState<CallSearchCriteria>({});
  const [page, setPage] = useState(1);
  const formRef = useRef<HTMLFormElement>(null);
  const query = useCallSearch(criteria, page);
  const exportCsv = useExportCalls();
  const errorOf = (f: string) => (errors[f] ? t(`messages:${errors[f]}`) : undefined);

  const setText = (f: CallSearchTextField, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setErrors({});
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateCallSearch(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setPage(1);
    setCriteria(result.data);
  };
  const clear = () => {
    setValues(EMPTY_CALL_SEARCH);
    setErrors({});
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
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack>
            <CallSearchFields
              values={values}
              options={opts}
              errorOf={errorOf}
              onText={setText}
              onChange={setValues}
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
        </form>
      </SectionCard>
      <CallResults query={query} page={page} onPage={setPage} callPath={callPath} options={opts} />
    </Stack>
  );
}
