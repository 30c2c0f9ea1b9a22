import { Alert, Badge, DataList, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ProcedureCoverage } from '@bp/contract/api/coverage';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { DataTable } from '../../ui/data-table';
import { errorTextOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { categoryName, termsText } from './benefit-terms';
import { useProcedureAdvanced, useProcedureCoverage } from './use-coverage';

/** invalidService (spec §8): the plan has nothing for the values entered. */
const isInvalidService = (e: unknown) =>
  e instanceof ApiError && e.body.error_description === 'invalidService';

function ages(
  c: ProcedureCoverage,
  t: (k: string, o?: Record<string, unknown>) => string,
): string | null {
  if (c.minAge !== null && c.maxAge !== null)
    return t('procedures.ageRange', { min: c.minAge, max: c.maxAge });
  if (c.minAge !== null) return t('procedures.ageFrom', { min: c.minAge });
  if (c.maxAge !== null) return t('procedures.ageTo', { max: c.maxAge });
  return null;
}

function Item({ label, children }: { label: string; children: string | null }) {
  if (!children) return null;
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** How every plan of the group covers the code in the plan year (ProcedureAdvanced). */
function AllPlans({
  code,
  groupNumber,
  year,
}: {
  code: string;
  groupNumber: number;
  year: number;
}) {
  const { t } = useTranslation(['coverage', 'messages']);
  const fmt = useFormat();
  const money = (c: number) => fmt.money(c);
  const query = useProcedureAdvanced(code, groupNumber, year);
  if (query.isError && isInvalidService(query.error))
    return <Text size="sm">{t('messages:invalidService')}</Text>;
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.length === 0}
      emptyText={t('procedures.allPlansEmpty', { year })}
    >
      {(rows) => (
        <DataTable
          label={t('procedures.allPlansTitle', { year })}
          minWidth={720}
          caption={t('procedures.allPlansCaption', { code, year })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('procedures.allPlansColumns.plan')}</Table.Th>
              <Table.Th scope="col">{t('procedures.allPlansColumns.coverage')}</Table.Th>
              <Table.Th scope="col">{t('procedures.allPlansColumns.covered')}</Table.Th>
              <Table.Th scope="col">{t('procedures.allPlansColumns.inNetwork')}</Table.Th>
              <Table.Th scope="col">{t('procedures.allPlansColumns.outOfNetwork')}</Table.Th>
              <Table.Th scope="col">{t('procedures.allPlansColumns.precert')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.planName}-${r.coverageType}-${r.planYear}`}>
                <Table.Th scope="row">{r.planName}</Table.Th>
                <Table.Td>
                  {t(`coverageTypes.${r.coverageType}`, { defaultValue: r.coverageType })}
                </Table.Td>
                <Table.Td>{t(r.covered ? 'procedures.yes' : 'procedures.no')}</Table.Td>
                <Table.Td>
                  {r.covered ? termsText(r.inNetworkTerms, t, money) : t('terms.notCovered')}
                </Table.Td>
                <Table.Td>
                  {r.covered ? termsText(r.outOfNetworkTerms, t, money) : t('terms.notCovered')}
                </Table.Td>
                <Table.Td>{t(r.requiresPrecert ? 'procedures.yes' : 'procedures.no')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      )}
    </QueryState>
  );
}

/** What the member's plan covers for one procedure code (Procedure), then every plan of the group. */
export function ProcedureCoverageView({
  code,
  groupNumber,
  year,
}: {
  code: string;
  groupNumber: number;
  year: number;
}) {
  const { t } = useTranslation(['coverage', 'messages']);
  const fmt = useFormat();
  const money = (c: number) => fmt.money(c);
  const query = useProcedureCoverage(code, groupNumber);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the answer they asked for.
  useEffect(() => {
    if (query.data) heading.current?.focus();
  }, [query.data]);

  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {isInvalidService(query.error) ? t('messages:invalidService') : errorTextOf(query.error, t)}
      </Alert>
    );
  }
  return (
    <QueryState query={query} emptyText="">
      {(c) => (
        <SectionCard
          title={t('procedures.coverageTitle', {
            code: c.procedureCode,
            description: c.description,
          })}
        >
          <Stack>
            <Title order={3} size="h5" ref={heading} tabIndex={-1}>
              {c.planName
                ? `${c.planName} · ${t(`coverageTypes.${c.coverageType ?? 'MED'}`)} · ${c.planYear ?? ''}`
                : t('procedures.coverageTitle', {
                    code: c.procedureCode,
                    description: c.description,
                  })}
            </Title>
            {c.planName === null ? (
              <Alert color="yellow" variant="light">
                {t('messages:invalidService')}
              </Alert>
            ) : (
              <>
                <Group gap="xs">
                  <Badge variant="outline" color={c.covered ? 'teal.9' : 'red.9'}>
                    {t(c.covered ? 'procedures.covered' : 'procedures.notCovered')}
                  </Badge>
                  {c.covered && (
                    <Badge variant="outline" color={c.requiresPrecert ? 'grape.9' : 'gray.7'}>
                      {t(c.requiresPrecert ? 'procedures.precertRequired' : 'procedures.noPrecert')}
                    </Badge>
                  )}
                </Group>
                <DataList orientation="horizontal" labelWidth={180} size="sm">
                  <Item label={t('procedures.category')}>
                    {c.benefitCategory ? categoryName(c.benefitCategory, c.category, t) : null}
                  </Item>
                  <Item label={t('procedures.inNetwork')}>
                    {c.covered ? termsText(c.inNetworkTerms, t, money) : t('terms.notCovered')}
                  </Item>
                  <Item label={t('procedures.outOfNetwork')}>
                    {c.covered ? termsText(c.outOfNetworkTerms, t, money) : t('terms.notCovered')}
                  </Item>
                  <Item label={t('procedures.frequency')}>{c.frequencyLimit}</Item>
                  <Item label={t('procedures.ages')}>{ages(c, t)}</Item>
                  <Item label={t('procedures.gender')}>
                    {c.gender ? t(`procedures.genders.${c.gender}`) : null}
                  </Item>
                  <Item label={t('procedures.notes')}>{c.notes}</Item>
                </DataList>
              </>
            )}
            <Title order={3} size="h5">
              {t('procedures.allPlansTitle', { year })}
            </Title>
            <AllPlans code={code} groupNumber={groupNumber} year={year} />
          </Stack>
        </SectionCard>
      )}
    </QueryState>
  );
}
