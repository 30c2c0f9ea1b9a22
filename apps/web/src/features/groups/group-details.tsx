import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { GroupDetails } from '@bp/contract/api/groups';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import type { GroupPortal } from './group-portal';
import { useGroupNumberParam } from './group-profile-layout';
import { GroupLogoCard, GroupSettingsCard } from './group-settings';
import { useGroupDetails, useGroupFinancing, useGroupRepricing } from './use-group-admin';

type Address = GroupDetails['address'];
const addressText = (a: Address) =>
  a
    ? [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ')
    : '';

/** Address, phone, counts, contacts and plans of the group. */
function ProfileCard({ d, portal }: { d: GroupDetails; portal: GroupPortal }) {
  const { t } = useTranslation(['groups-admin', 'coverage']);
  const fmt = useFormat();
  return (
    <SectionCard title={t('details.title')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
          <DetailItem label={t('details.name')}>{d.name}</DetailItem>
          <DetailItem label={t('details.address')}>{addressText(d.address)}</DetailItem>
          <DetailItem label={t('details.phone')}>{d.phone ?? ''}</DetailItem>
          <DetailItem label={t('details.taxId')}>
            {d.taxIdLast4 ? t('details.taxIdMasked', { last4: d.taxIdLast4 }) : ''}
          </DetailItem>
          <DetailItem label={t('details.activeEmployees')}>
            {String(d.activeEmployeeCount)}
          </DetailItem>
          <DetailItem label={t('details.coveredMembers')}>
            {String(d.coveredMemberCount)}
          </DetailItem>
          <DetailItem label={t('details.subGroups')}>
            {d.subGroupCount > 0 && portal.may.subListing ? (
              <AppLink to={portal.paths.subListing(d.groupNumber)}>
                {t('details.subGroupsLink', { count: d.subGroupCount })}
              </AppLink>
            ) : (
              String(d.subGroupCount)
            )}
          </DetailItem>
        </SimpleGrid>
        <Text fw={600} size="sm" component="h3" m={0}>
          {t('details.plans')}
        </Text>
        {d.plans.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('details.noPlans')}
          </Text>
        ) : (
          <DataTable label={t('details.plans')} minWidth={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('details.coverage')}</Table.Th>
                <Table.Th scope="col">{t('details.plan')}</Table.Th>
                <Table.Th scope="col">{t('details.planEffective')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.plans.map((p) => (
                <Table.Tr key={`${p.coverageType}-${p.planName}`}>
                  <Table.Td>
                    {t(`coverage:coverageTypes.${p.coverageType}`, {
                      defaultValue: p.coverageType,
                    })}
                  </Table.Td>
                  <Table.Td>{p.planName}</Table.Td>
                  <Table.Td>{fmt.date(p.effectiveDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
        <Text fw={600} size="sm" component="h3" m={0}>
          {t('details.contacts')}
        </Text>
        {d.contacts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('details.noContacts')}
          </Text>
        ) : (
          <DataTable label={t('details.contacts')} minWidth={420}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('details.contactName')}</Table.Th>
                <Table.Th scope="col">{t('details.contactEmail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.contacts.map((c) => (
                <Table.Tr key={`${c.name}-${c.email ?? ''}`}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.email ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </Stack>
    </SectionCard>
  );
}

/** Where the group's claims are repriced and sent. */
function RepricingCard({ groupNumber }: { groupNumber: number }) {
  const { t } = useTranslation('groups-admin');
  const query = useGroupRepricing(groupNumber);
  return (
    <SectionCard title={t('repricing.title')}>
      <QueryState query={query} emptyText="">
        {(r) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
            <DetailItem label={t('repricing.network')}>{r.networkName ?? ''}</DetailItem>
            <DetailItem label={t('repricing.repricer')}>{r.repricerName ?? ''}</DetailItem>
            <DetailItem label={t('repricing.phone')}>{r.repricerPhone ?? ''}</DetailItem>
            <DetailItem label={t('repricing.claimsAddress')}>
              {addressText(r.claimsAddress)}
            </DetailItem>
            <DetailItem label={t('repricing.payerId')}>{r.payerId ?? ''}</DetailItem>
          </SimpleGrid>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The group's finance settings, view only (saving them belongs to the finance pages). */
function FinanceCard({ groupNumber }: { groupNumber: number }) {
  const { t } = useTranslation('groups-admin');
  const fmt = useFormat();
  const query = useGroupFinancing(groupNumber, true);
  const money = (c: number | null) => (c === null ? '' : fmt.money(c));
  return (
    <SectionCard title={t('finance.title')}>
      <QueryState query={query} emptyText="">
        {(f) => (
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
              <DetailItem label={t('finance.bank')}>{f.bankName ?? ''}</DetailItem>
              <DetailItem label={t('finance.account')}>
                {f.accountLast4 ? t('finance.accountMasked', { last4: f.accountLast4 }) : ''}
              </DetailItem>
              <DetailItem label={t('finance.frequency')}>
                {t(`finance.frequencies.${f.fundingFrequency}`, {
                  defaultValue: f.fundingFrequency,
                })}
              </DetailItem>
              <DetailItem label={t('finance.checkRunDay')}>
                {f.checkRunDay ? t(`finance.weekdays.${f.checkRunDay}`) : ''}
              </DetailItem>
              <DetailItem label={t('finance.ach')}>{t(f.achEnabled ? 'yes' : 'no')}</DetailItem>
              <DetailItem label={t('finance.publish')}>
                {t(f.publishToEmployer ? 'yes' : 'no')}
              </DetailItem>
              <DetailItem label={t('finance.approvalThreshold')}>
                {money(f.approvalThresholdCents)}
              </DetailItem>
              <DetailItem label={t('finance.fundingThreshold')}>
                {money(f.fundingThresholdCents)}
              </DetailItem>
              <DetailItem label={t('finance.stopLoss')}>{f.stopLossCarrier ?? ''}</DetailItem>
              <DetailItem label={t('finance.specificDeductible')}>
                {money(f.specificDeductibleCents)}
              </DetailItem>
              <DetailItem label={t('finance.adminFee')}>{money(f.adminFeePmpmCents)}</DetailItem>
              <DetailItem label={t('finance.emails')}>{f.notificationEmails.join(', ')}</DetailItem>
            </SimpleGrid>
            <Group gap={4} aria-label={t('finance.checkRuns')} role="list">
              {f.checkRunDefinitions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('finance.noCheckRuns')}
                </Text>
              ) : (
                f.checkRunDefinitions.map((d) => (
                  <Badge
                    key={d.checkRunDefinitionId}
                    role="listitem"
                    variant="outline"
                    color={d.active ? 'brand' : 'gray.7'}
                  >
                    {t('finance.checkRun', {
                      name: d.name,
                      frequency: t(`finance.frequencies.${d.frequency.toLowerCase()}`),
                    })}
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The details tab of the group profile: profile, settings (editable by staff who may), logo, repricing, finance. */
export function GroupDetailsTab({ portal }: { portal: GroupPortal }) {
  const groupNumber = useGroupNumberParam();
  const query = useGroupDetails(groupNumber);
  return (
    <QueryState query={query} emptyText="">
      {(d) => (
        <Stack>
          <ProfileCard d={d} portal={portal} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <GroupSettingsCard group={d.settings} canUpdate={portal.may.update} />
            <GroupLogoCard group={d.settings} canUpdate={portal.may.update} />
          </SimpleGrid>
          <RepricingCard groupNumber={groupNumber} />
          {portal.may.financing && <FinanceCard groupNumber={groupNumber} />}
        </Stack>
      )}
    </QueryState>
  );
}
