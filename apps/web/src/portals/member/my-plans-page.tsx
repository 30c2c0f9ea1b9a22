import { NativeSelect, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccumulatorsPanel } from '../../features/coverage/accumulators-panel';
import { CoverageDetailsPanel } from '../../features/coverage/coverage-details-panel';
import { PlanBenefitsPanel } from '../../features/coverage/plan-benefits-panel';
import { choosePlanYear, yearParam } from '../../features/coverage/plan-year';
import { ProcedureLookup } from '../../features/coverage/procedure-lookup';
import { usePlanYears } from '../../features/coverage/use-coverage';
import { IdCardViewer } from '../../features/id-card/id-card-viewer';
import { PriceTool } from '../../features/mrf/price-tool';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useAllowedRoutes } from './allowed-routes';

const TABS = ['coverage', 'benefits', 'accumulators', 'procedures', 'prices', 'idCards'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * `/member/my-plans[?year=&tab=]` — the plan year's coverage, benefits, deductibles, a procedure lookup,
 * price estimates (the price tool of 29 CFR 2590.715-2715A2) and the ID cards. Year and tab live in the URL so a link (or the back button) opens the same view.
 */
export default function MyPlansPage() {
  const { t } = useTranslation(['coverage', 'nav', 'idcard', 'mrf']);
  const [params, setParams] = useSearchParams();
  const years = usePlanYears();
  const year = choosePlanYear(
    years.data ?? [],
    yearParam(params.get('year')),
    new Date().getFullYear(),
  );
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'coverage';
  const [requestCard] = useAllowedRoutes(['member.requestIdCard']);
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack>
      <PageTitle>{t('nav:routes.plans')}</PageTitle>
      <QueryState query={years} isEmpty={(d) => d.length === 0} emptyText={t('year.empty')}>
        {(list) => (
          <NativeSelect
            label={t('year.label')}
            maw={200}
            value={String(year)}
            onChange={(e) => set('year', e.currentTarget.value)}
            data={list.map((y) => String(y))}
          />
        )}
      </QueryState>
      {year !== undefined && (
        <Tabs
          value={tab}
          onChange={(v) => v && set('tab', v)}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List aria-label={t('tabs.label')}>
            {TABS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {k === 'prices' ? t('mrf:tab') : t(`tabs.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="coverage" pt="md">
            <CoverageDetailsPanel year={year} />
          </Tabs.Panel>
          <Tabs.Panel value="benefits" pt="md">
            <PlanBenefitsPanel year={year} />
          </Tabs.Panel>
          <Tabs.Panel value="accumulators" pt="md">
            <AccumulatorsPanel year={year} />
          </Tabs.Panel>
          <Tabs.Panel value="procedures" pt="md">
            <ProcedureLookup year={year} />
          </Tabs.Panel>
          <Tabs.Panel value="prices" pt="md">
            <PriceTool />
          </Tabs.Panel>
          <Tabs.Panel value="idCards" pt="md">
            <SectionCard title={t('idcard:cardsTitle')}>
              <IdCardViewer requestCardPath={requestCard?.path} />
            </SectionCard>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
