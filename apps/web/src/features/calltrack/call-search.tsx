import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLink } from '../../ui/app-link';
import { DateField } from '../../ui/date-field';
import { errorTextOf, showValidation } from '../../ui/field-errors';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { CallKeyFields } from './call-key-fields';
import {
  EMPTY_CALL_SEARCH,
  validateCallSearch,
  withKey,
  type CallSearchCriteria,
  type CallSearchValues,
  type KeyOption,
} from './calltrack-rules';
import { useCallSearch, useCallTrackOptions, useExportCalls } from './use-calltrack';

type TextField = 'callno' | 'memberId';
type DateKey = 'beginDate' | 'endDate' | 'dueDt';

/** The label of a key, or the key itself when the options do not list it. */
export function keyLabel(options: readonly KeyOption[], key: string | null): string {
  if (!key) return '';
  return options.find((o) => o.key === key)?.description ?? key;
}

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
  const fmt = useFormat();
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

  const setText = (f: TextField | DateKey | 'oppId', value: string) => {
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
  const statusLabel = (s: string) =>
    t(`calls.status.${s}`, {
      defaultValue: opts.statuses.find((o) => o.key === s)?.description ?? s,
    });

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
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <DateField
                label={t('calls.fields.beginDate')}
                value={values.beginDate}
                onChange={(v) => setText('beginDate', v)}
                error={errorOf('beginDate')}
              />
              <DateField
                label={t('calls.fields.endDate')}
                value={values.endDate}
                onChange={(v) => setText('endDate', v)}
                error={errorOf('endDate')}
              />
              <DateField
                label={t('calls.fields.dueDt')}
                value={values.dueDt}
                onChange={(v) => setText('dueDt', v)}
                error={errorOf('dueDt')}
              />
              <NativeSelect
                label={t('calls.fields.oppId')}
                value={values.oppId}
                data={[
                  { value: '', label: t('calls.any') },
                  ...opts.operators.map((o) => ({ value: String(o.oppId), label: o.name })),
                ]}
                onChange={(e) => setText('oppId', e.currentTarget.value)}
              />
              <TextInput
                label={t('calls.fields.callno')}
                value={values.callno}
                inputMode="numeric"
                autoComplete="off"
                error={errorOf('callno')}
                onChange={(e) => setText('callno', e.currentTarget.value)}
              />
              <TextInput
                label={t('calls.fields.memberId')}
                value={values.memberId}
                autoComplete="off"
                error={errorOf('memberId')}
                onChange={(e) => setText('memberId', e.currentTarget.value)}
              />
              <CallKeyFields
                kind="from"
                options={opts.fromOptions}
                values={values}
                errors={{}}
                emptyLabel={t('calls.any')}
                onChange={(level, key) =>
                  setValues((v) => withKey(v, opts.fromOptions, 'from', level, key))
                }
              />
              <CallKeyFields
                kind="regard"
                options={opts.regardOptions}
                values={values}
                errors={{}}
                emptyLabel={t('calls.any')}
                onChange={(level, key) =>
                  setValues((v) => withKey(v, opts.regardOptions, 'regard', level, key))
                }
              />
            </SimpleGrid>
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
      <PagedResultsCard
        title={t('calls.resultsTitle')}
        query={query}
        countText={(count) => t('calls.count', { count })}
        tableLabel={t('calls.tableLabel')}
        minWidth={900}
        captionOf={(p) => t('calls.caption', p)}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('calls.columns.callNo')}</Table.Th>
                <Table.Th scope="col">{t('calls.columns.callDate')}</Table.Th>
                <Table.Th scope="col">{t('calls.columns.caller')}</Table.Th>
                <Table.Th scope="col">{t('calls.fields.memberId')}</Table.Th>
                <Table.Th scope="col">{t('calls.columns.from')}</Table.Th>
                <Table.Th scope="col">{t('calls.columns.regard')}</Table.Th>
                <Table.Th scope="col">{t('calls.fields.status')}</Table.Th>
                <Table.Th scope="col">{t('calls.fields.dueDt')}</Table.Th>
                <Table.Th scope="col">{t('calls.columns.window')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((c) => (
                <Table.Tr key={c.callNo}>
                  <Table.Th scope="row" fw={500}>
                    <AppLink
                      to={callPath(c.callNo)}
                      aria-label={t('calls.openCall', { callNo: c.callNo })}
                    >
                      {String(c.callNo)}
                    </AppLink>
                  </Table.Th>
                  <Table.Td>{fmt.date(c.callDate)}</Table.Td>
                  <Table.Td>{c.callerName}</Table.Td>
                  <Table.Td>{c.memberId ?? ''}</Table.Td>
                  <Table.Td>
                    {[c.fromKey1, c.fromKey2, c.fromKey3]
                      .filter(Boolean)
                      .map((k) => keyLabel(opts.fromOptions, k))
                      .join(' › ')}
                  </Table.Td>
                  <Table.Td>
                    {[c.regardKey1, c.regardKey2, c.regardKey3]
                      .filter(Boolean)
                      .map((k) => keyLabel(opts.regardOptions, k))
                      .join(' › ')}
                  </Table.Td>
                  <Table.Td>{statusLabel(c.status)}</Table.Td>
                  <Table.Td>{fmt.date(c.dueDt)}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color={c.windowOpen ? 'teal.9' : 'gray.7'}>
                      {t(c.windowOpen ? 'calls.window.open' : 'calls.window.closed')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
    </Stack>
  );
}
