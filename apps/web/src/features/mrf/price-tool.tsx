import {
  Alert,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostShareBreakdown, PriceEstimate } from '@bp/contract/api/mrf';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { usePriceEstimate } from './use-mrf';

type Money = (cents: number) => string;

/** How a cost share is made up: copay, deductible, coinsurance and what the plan pays (or "not covered"). */
function CostShareLines({ b, money }: { b: CostShareBreakdown; money: Money }) {
  const { t } = useTranslation('mrf');
  if (!b.covered) return <>{t('price.notCovered', { amount: money(b.notCoveredCents) })}</>;
  return (
    <List size="sm">
      <List.Item>{t('price.copay', { amount: money(b.copayCents) })}</List.Item>
      <List.Item>{t('price.deductible', { amount: money(b.deductibleCents) })}</List.Item>
      <List.Item>
        {t('price.coinsurance', { amount: money(b.coinsuranceCents), pct: b.coinsurancePct })}
      </List.Item>
      <List.Item>{t('price.planPays', { amount: money(b.planPaysCents) })}</List.Item>
      {b.outOfPocketMaxReached && <List.Item>{t('price.oopMaxReached')}</List.Item>}
    </List>
  );
}

/** What is left of the deductible and out-of-pocket maximum (individual and family), before the service. */
function LeftText({ b, money }: { b: CostShareBreakdown; money: Money }) {
  const { t } = useTranslation('mrf');
  const pair = (individual: number | null, family: number | null) =>
    [
      individual === null ? null : t('price.individual', { amount: money(individual) }),
      family === null ? null : t('price.family', { amount: money(family) }),
    ]
      .filter(Boolean)
      .join(', ') || t('price.noLimit');
  return (
    <>
      {t('price.leftText', {
        deductible: pair(b.deductibleLeftIndividualCents, b.deductibleLeftFamilyCents),
        oop: pair(b.outOfPocketLeftIndividualCents, b.outOfPocketLeftFamilyCents),
      })}
    </>
  );
}

/** One price with the seven elements of 29 CFR 2590.715-2715A2 and how the cost share is made up. */
function EstimateCard({ e }: { e: PriceEstimate }) {
  const { t } = useTranslation(['mrf', 'coverage']);
  const { money } = useFormat();
  const a = e.accumulated;
  const inNet = e.inNetworkCostShare;
  const out = e.outOfNetworkCostShare;
  return (
    <Card withBorder component="article" aria-label={`${e.billingCode} ${e.providerName}`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {e.billingCode} – {e.description}
        </Title>
        <Text size="sm">
          {e.providerName}
          {e.providerNpi ? ` · ${t('price.npi')} ${e.providerNpi}` : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          <DetailItem label={t('price.costShare')}>
            <Text component="span" fw={700}>
              {money(e.estimatedCostShareCents)}
            </Text>
          </DetailItem>
          <DetailItem label={t('price.breakdown')}>
            {e.benefitCategory && (
              <Text size="sm" component="span" display="block">
                {t(`coverage:categories.${e.benefitCategory}`, {
                  defaultValue: e.benefitCategory.replace(/_/g, ' '),
                })}
              </Text>
            )}
            <CostShareLines b={inNet} money={money} />
          </DetailItem>
          <DetailItem label={t('price.left')}>
            <LeftText b={inNet} money={money} />
            {e.embeddedDeductible === false && inNet.deductibleLeftIndividualCents === null && (
              <Text size="sm" component="span" display="block">
                {t('price.notEmbedded')}
              </Text>
            )}
          </DetailItem>
          <DetailItem label={t('price.accumulated')}>
            {t('price.accumulatedText', {
              dedMet: money(a.deductibleMetCents),
              dedLimit: money(a.deductibleLimitCents),
              oopMet: money(a.outOfPocketMetCents),
              oopLimit: money(a.outOfPocketLimitCents),
            })}
          </DetailItem>
          <DetailItem label={t('price.inNetworkRate')}>{money(e.inNetworkRateCents)}</DetailItem>
          <DetailItem label={t('price.outOfNetwork')}>
            {e.outOfNetworkAllowedCents === null
              ? t('price.noOutOfNetwork')
              : money(e.outOfNetworkAllowedCents)}
          </DetailItem>
          {out && (
            <DetailItem label={t('price.outOfNetworkCost')}>
              <Text size="sm" component="span" display="block">
                {t('price.outOfNetworkCostText', { amount: money(out.memberCostCents) })}
              </Text>
              <CostShareLines b={out} money={money} />
              {out.balanceBillingPossible && (
                <Text size="sm" component="span" display="block">
                  {t('price.balanceBilling', {
                    allowed: money(out.allowedCents || out.notCoveredCents),
                  })}
                </Text>
              )}
            </DetailItem>
          )}
          <DetailItem label={t('price.bundle')}>
            {e.bundleItems.length === 0 ? (
              t('price.noBundle')
            ) : (
              <List size="sm">
                {e.bundleItems.map((b) => (
                  <List.Item key={b.billingCode}>
                    {b.billingCode} – {b.description}
                  </List.Item>
                ))}
              </List>
            )}
          </DetailItem>
          <DetailItem label={t('price.prerequisites')}>
            {e.prerequisites.length === 0
              ? t('price.noPrerequisites')
              : e.prerequisites.map((p) => t(`price.prerequisite.${p}`)).join('; ')}
          </DetailItem>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** Member price tool: search by billing code or plain words, optionally a provider; see the estimates. */
export function PriceTool() {
  const { t } = useTranslation('mrf');
  const [text, setText] = useState('');
  const [provider, setProvider] = useState('');
  const [asked, setAsked] = useState<{ q: string; p: string }>({ q: '', p: '' });
  const [error, setError] = useState<string>();
  const estimate = usePriceEstimate(asked.q, asked.p);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < 2) {
      setError(t('price.tooShort'));
      return;
    }
    setError(undefined);
    setAsked({ q: text.trim(), p: provider.trim() });
  };
  return (
    <SectionCard title={t('price.title')}>
      <Stack>
        <Text size="sm">{t('price.intro')}</Text>
        <form onSubmit={submit} noValidate aria-label={t('price.title')}>
          <Group align="flex-start">
            <TextInput
              label={t('price.query')}
              description={t('price.queryHint')}
              leftSection={<IconSearch size={16} aria-hidden />}
              maw={360}
              value={text}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <TextInput
              label={t('price.provider')}
              description={t('price.providerHint')}
              maw={300}
              value={provider}
              onChange={(e) => setProvider(e.currentTarget.value)}
            />
            <Button type="submit" mt={{ base: 0, sm: 42 }}>
              {t('price.search')}
            </Button>
          </Group>
        </form>
        {asked.q.length >= 2 && (
          <QueryState
            query={estimate}
            isEmpty={(d) => d.items.length === 0}
            emptyText={t('price.none')}
          >
            {(d) => (
              <Stack aria-live="polite">
                {d.truncated && <Text size="sm">{t('price.truncated')}</Text>}
                {d.items.map((e, i) => (
                  <EstimateCard key={`${e.billingCode}-${e.providerName}-${i}`} e={e} />
                ))}
                <Alert variant="light" color="blue" title={t('price.disclaimerTitle')}>
                  {t(d.items[0]!.disclaimerKey)}
                </Alert>
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </SectionCard>
  );
}
