import {
  Anchor,
  Badge,
  Box,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { idCardCopayLine } from '@bp/contract';
import type { IdCard } from '@bp/contract/api/cards';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../lib/brand';
import { useFormat, useLanguage } from '../../ui/use-language';

const LIMIT_ROWS = [
  'deductibleIndividual',
  'deductibleFamily',
  'oopIndividual',
  'oopFamily',
] as const;

/** A label and its value on the card (a term of the description list). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One side of the plastic card: a rounded panel with the brand band and its heading. */
function Side({ title, band, children }: { title: string; band: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="sm"
      component="section"
      aria-labelledby={id}
      style={{ overflow: 'hidden' }}
    >
      <Box bg="brand.8" c="white" px="md" py={8}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={700} c="white">
            {band}
          </Text>
          <Title order={3} size="h6" id={id} c="white" fw={500}>
            {title}
          </Title>
        </Group>
      </Box>
      <Stack gap="sm" p="md">
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * An ID card as text laid out like the plastic card, front and back (side by side on wide screens,
 * stacked on phones): who, which plan and group, the No Surprises Act amounts, copays, pharmacy
 * numbers, phone numbers, claims address, payer id and website. Screen readers read it as lists.
 */
export function IdCardFace({ card }: { card: IdCard }) {
  const { t } = useTranslation(['idcard', 'coverage']);
  const fmt = useFormat();
  const language = useLanguage();
  const brand = currentBrand();
  const coverage = t(`coverage:coverageTypes.${card.coverageType}`, {
    defaultValue: card.coverageType,
  });
  const limitsOf = (network: 'in' | 'out') => card.limits.find((l) => l.network === network);
  const networks = (['in', 'out'] as const).filter((n) => limitsOf(n));
  const rx = [card.rxBin, card.rxPcn, card.rxGroup].some(Boolean);

  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      role="group"
      aria-label={t('cardLabel', { coverage, name: card.memberName })}
    >
      <Side title={t('front')} band={`${brand.name} · ${coverage}`}>
        <div>
          <Text size="lg" fw={700} lh={1.2}>
            {card.memberName}
          </Text>
          <Text size="sm">
            {t('fields.memberId')}{' '}
            <Text span fw={700} ff="monospace" size="md">
              {card.memberId}
            </Text>
          </Text>
        </div>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} m={0}>
          <Field label={t('fields.groupNumber')}>{String(card.groupNumber)}</Field>
          <Field label={t('fields.group')}>{card.groupName}</Field>
          <Field label={t('fields.subscriber')}>{card.subscriberName}</Field>
          <Field label={t('fields.plan')}>{card.planName}</Field>
          <Field label={t('fields.effective')}>{fmt.date(card.effectiveDate)}</Field>
          <Field label={t('fields.planYear')}>{String(card.planYear)}</Field>
          <Field label={t('fields.network')}>{card.network}</Field>
          <Field label={t('fields.coverage')}>
            {card.coverageTypes.length > 0 && (
              <Group gap={4} component="span">
                {card.coverageTypes.map((c) => (
                  <Badge key={c} size="sm" variant="outline" color="brand.9" component="span">
                    {t(`coverage:coverageTypes.${c}`, { defaultValue: c })}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </SimpleGrid>
        {card.copays.length > 0 && (
          <dl style={{ margin: 0 }}>
            <Field label={t('fields.copays')}>
              {card.copays
                .map((c) => idCardCopayLine(c.category, c.copayCents, language))
                .join(' · ')}
            </Field>
          </dl>
        )}
        {networks.length > 0 && (
          <Table
            withTableBorder
            withColumnBorders
            fz="xs"
            verticalSpacing={4}
            horizontalSpacing={6}
          >
            <Table.Caption>{t('limits.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('limits.amount')}</Table.Th>
                {networks.map((n) => (
                  <Table.Th key={n} scope="col" ta="right">
                    {t(`limits.${n}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {LIMIT_ROWS.map((row) => (
                <Table.Tr key={row}>
                  <Table.Th scope="row" fw={400}>
                    {t(`limits.${row}`)}
                  </Table.Th>
                  {networks.map((n) => (
                    <Table.Td key={n} ta="right">
                      {fmt.money(limitsOf(n)![`${row}Cents`])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Side>
      <Side title={t('back')} band={brand.name}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} m={0}>
          <Field label={t('fields.memberServices')}>
            <Anchor href={`tel:${card.customerServicePhone.replace(/[^\d+]/g, '')}`}>
              {card.customerServicePhone}
            </Anchor>
          </Field>
          <Field label={t('fields.precert')}>
            {card.precertPhone && (
              <Anchor href={`tel:${card.precertPhone.replace(/[^\d+]/g, '')}`}>
                {card.precertPhone}
              </Anchor>
            )}
          </Field>
          <Field label={t('fields.claimsAddress')}>{card.claimsAddress}</Field>
          <Field label={t('fields.payerId')}>{card.payerId}</Field>
          {rx && (
            <>
              <Field label={t('fields.rxBin')}>{card.rxBin}</Field>
              <Field label={t('fields.rxPcn')}>{card.rxPcn}</Field>
              <Field label={t('fields.rxGroup')}>{card.rxGroup}</Field>
            </>
          )}
          <Field label={t('fields.website')}>
            <Anchor href={card.website} target="_blank" rel="noopener noreferrer">
              {card.website.replace(/^https?:\/\//, '')}
            </Anchor>
          </Field>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('providers')}
        </Text>
      </Side>
    </SimpleGrid>
  );
}
