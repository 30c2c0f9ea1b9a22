import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';
import { CLAIMS_PAGE_SIZE, PROVIDER_CLAIMS_BROWSE_MAX } from '@bp/contract/constants';
import type { ClaimDetails, ClaimSummary } from '@bp/contract/api/claims';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { showValidation } from '../../ui/field-errors';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { ClaimNotFound, ClaimView } from './claim-details';
import { ClaimPdfButton } from './claim-pdf-button';
import { defaultSortAsc, type ClaimSortField } from './claim-filters';
import { ClaimNumberLink } from './claim-links';
import { ProcessedDate, SortHeader, type SortProps } from './claim-results';
import { ClaimStatusBadge } from './claim-status-badge';
import {
  EMPTY_PROVIDER_CLAIM_SEARCH,
  validateProviderClaimSearch,
  type ProviderClaimCriteria,
  type ProviderClaimSearchValues,
} from './provider-claim-search-rules';
import { isClaimNotFound } from './use-claims';
import {
  claimPartsOfRoute,
  eopTaxIdFor,
  useClaimDetailsAdmin,
  useEopDownload,
  useMemberClaimsAdmin,
  useProviderAccesses,
  useProviderClaims,
  useRecentProviderClaims,
} from './provider-claims';

/** Where a claim row links to. */
export type ClaimPathOf = (claim: Pick<ClaimSummary, 'memberId' | 'fullClaimNumber'>) => string;

/** A page of claims as a provider reads them: patient, service, amounts billed, allowed and paid. */
function ProviderClaimTable({
  claims,
  caption,
  label,
  pathOf,
  sort,
}: {
  claims: ClaimSummary[];
  caption: string;
  label: string;
  pathOf: ClaimPathOf;
  sort?: SortProps;
}) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  const head = (field: ClaimSortField, text: string, align?: 'right') =>
    sort ? (
      <SortHeader field={field} sort={sort} {...(align ? { align } : {})}>
        {text}
      </SortHeader>
    ) : (
      <Table.Th scope="col" ta={align}>
        {text}
      </Table.Th>
    );
  return (
    <DataTable label={label} minWidth={900} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          {head('claimNumber', t('columns.claimNumber'))}
          {head('patientLastName', t('columns.patient'))}
          <Table.Th scope="col">{t('columns.provider')}</Table.Th>
          {head('serviceDateFrom', t('columns.serviceDate'))}
          {head('processedDate', t('columns.processedDate'))}
          {head('status', t('columns.status'))}
          {head('billedCents', t('columns.billed'), 'right')}
          <Table.Th scope="col" ta="right">
            {t('amounts.allowedCents')}
          </Table.Th>
          {head('planPaidCents', t('columns.planPaid'), 'right')}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {claims.map((c) => (
          <Table.Tr key={c.fullClaimNumber}>
            <Table.Th scope="row" fw={500}>
              <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} to={pathOf(c)} />
            </Table.Th>
            <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
            <Table.Td>{c.providerName ?? t('unknownProvider')}</Table.Td>
            <Table.Td>{fmt.date(c.serviceDateFrom)}</Table.Td>
            <Table.Td>
              <ProcessedDate iso={c.processedDate} />
            </Table.Td>
            <Table.Td>
              <ClaimStatusBadge status={c.status} />
            </Table.Td>
            <Table.Td ta="right">{fmt.money(c.billedCents)}</Table.Td>
            <Table.Td ta="right">{fmt.money(c.allowedCents)}</Table.Td>
            <Table.Td ta="right">{fmt.money(c.planPaidCents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** The list's request (for an export in the same order). */
export interface MemberClaimsRequest {
  currentPage: number;
  sortField: ClaimSortField;
  sortAsc: boolean;
}

/**
 * A member's claims (a provider: billed or rendered by them; staff: all the member's claims) in server
 * pages of 20, sortable. Staff pass their own `title`, `emptyText`, `captionOf` and `actions`.
 */
export function MemberClaimsAdmin({
  memberId,
  pathOf,
  title,
  emptyText,
  captionOf,
  actions,
}: {
  memberId: string;
  pathOf: ClaimPathOf;
  title?: string;
  emptyText?: string;
  captionOf?: (p: { page: number; pages: number; count: number }) => string;
  /** Beside the title (an export), given the list's current request. */
  actions?: (req: MemberClaimsRequest) => ReactNode;
}) {
  const { t } = useTranslation(['claims', 'provider']);
  const [req, setReq] = useState({
    currentPage: 1,
    sortField: 'serviceDateFrom' as ClaimSortField,
    sortAsc: false,
  });
  const query = useMemberClaimsAdmin({ memberId, ...req });
  const sort: SortProps = {
    sortField: req.sortField,
    sortAsc: req.sortAsc,
    onSort: (field, asc) =>
      setReq((r) => ({
        currentPage: 1,
        sortField: field,
        sortAsc: asc ?? (r.sortField === field ? !r.sortAsc : defaultSortAsc(field)),
      })),
  };
  const heading = title ?? t('provider:claims.title');
  const caption = (data: { pageNumber: number; totalPages: number; totalCount: number }) =>
    (captionOf ?? ((p) => t('provider:claims.caption', p)))({
      page: data.pageNumber,
      pages: Math.max(1, data.totalPages),
      count: data.totalCount,
    });
  return (
    <SectionCard title={heading} actions={actions?.(req)}>
      <QueryState
        query={query}
        isEmpty={(d) => d.totalCount === 0}
        emptyText={emptyText ?? t('provider:claims.empty')}
      >
        {(data) => (
          <Stack>
            <ProviderClaimTable
              claims={data.results}
              // The caption, not the heading: the section is already a region of that name.
              label={caption(data)}
              caption={caption(data)}
              pathOf={pathOf}
              sort={sort}
            />
            <Pager
              total={data.totalPages}
              value={req.currentPage}
              onChange={(currentPage) => setReq((r) => ({ ...r, currentPage }))}
            />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

/**
 * The dashboard's newest claims of the provider (five, across all its accesses), each linking to
 * `pathOf(claim)`, and the way to the claims page.
 */
export function RecentProviderClaimsCard({
  pathOf,
  allPath,
}: {
  pathOf: ClaimPathOf;
  allPath: string;
}) {
  const { t } = useTranslation(['claims', 'provider']);
  const query = useRecentProviderClaims();
  return (
    <SectionCard
      title={t('provider:recentClaims.title')}
      actions={
        <Anchor component={Link} to={allPath} size="sm">
          {t('provider:recentClaims.all')}
        </Anchor>
      }
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.results.length === 0}
        emptyText={t('provider:recentClaims.empty')}
      >
        {(data) => (
          <ProviderClaimTable
            claims={data.results}
            label={t('provider:recentClaims.title')}
            caption={t('provider:recentClaims.caption', { count: data.results.length })}
            pathOf={pathOf}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

/**
 * The provider's claims (claims page): newest first in server pages of 20, sortable; a search by full
 * claim number, check number (5+) or patient account number (2+), as spec §5 allows a provider, narrows
 * them. Without a search the newest PROVIDER_CLAIMS_BROWSE_MAX are reachable.
 */
export function ProviderClaims({ pathOf }: { pathOf: ClaimPathOf }) {
  const { t } = useTranslation(['claims', 'provider', 'messages']);
  const [values, setValues] = useState<ProviderClaimSearchValues>(EMPTY_PROVIDER_CLAIM_SEARCH);
  const [errors, setErrors] = useState<
    Partial<Record<keyof ProviderClaimSearchValues | '_form', string>>
  >({});
  const [req, setReq] = useState({
    criteria: {} as ProviderClaimCriteria,
    currentPage: 1,
    sortField: 'serviceDateFrom' as ClaimSortField,
    sortAsc: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const query = useProviderClaims({ ...req, items: CLAIMS_PAGE_SIZE });
  const searching = Object.keys(req.criteria).length > 0;
  const field = (name: keyof ProviderClaimSearchValues) => ({
    label: t(`provider:claimSearch.fields.${name}`),
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((er) => ({ ...er, [name]: undefined, _form: undefined }));
    },
    error: errors[name] ? t(`messages:${errors[name]}`) : undefined,
    autoComplete: 'off',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateProviderClaimSearch(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setReq((r) => ({ ...r, criteria: result.criteria, currentPage: 1 }));
  };
  const clear = () => {
    setValues(EMPTY_PROVIDER_CLAIM_SEARCH);
    setErrors({});
    setReq((r) => ({ ...r, criteria: {}, currentPage: 1 }));
  };
  const sort: SortProps = {
    sortField: req.sortField,
    sortAsc: req.sortAsc,
    onSort: (field, asc) =>
      setReq((r) => ({
        ...r,
        currentPage: 1,
        sortField: field,
        sortAsc: asc ?? (r.sortField === field ? !r.sortAsc : defaultSortAsc(field)),
      })),
  };
  return (
    <Stack>
      <SectionCard title={t('provider:claimSearch.title')}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('provider:claimSearch.help')}</Text>
            {errors._form && (
              <Alert color="red" variant="light" role="alert">
                {t(`messages:${errors._form}`)}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...field('fullClaimNumber')} />
              <TextInput {...field('checkNumber')} />
              <TextInput {...field('patientAccountNumber')} />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching && searching}>
                {t('provider:claimSearch.submit')}
              </Button>
              <Button variant="default" onClick={clear}>
                {t('provider:claimSearch.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
      <SectionCard
        title={t(searching ? 'provider:claimSearch.results' : 'provider:claimSearch.newest')}
      >
        <QueryState
          query={query}
          isEmpty={(d) => d.totalCount === 0}
          emptyText={t(searching ? 'messages:noResults' : 'provider:recentClaims.empty')}
        >
          {(data) => (
            <Stack>
              <ProviderClaimTable
                claims={data.results}
                label={t(
                  searching ? 'provider:claimSearch.results' : 'provider:claimSearch.newest',
                )}
                caption={t('provider:claimSearch.caption', {
                  page: data.pageNumber,
                  pages: Math.max(1, data.totalPages),
                  count: data.totalCount,
                })}
                pathOf={pathOf}
                sort={sort}
              />
              {!searching && data.totalCount >= PROVIDER_CLAIMS_BROWSE_MAX && (
                <Text size="sm" c="dimmed">
                  {t('provider:claimSearch.browseLimit', { count: PROVIDER_CLAIMS_BROWSE_MAX })}
                </Text>
              )}
              <Pager
                total={data.totalPages}
                value={req.currentPage}
                onChange={(currentPage) => setReq((r) => ({ ...r, currentPage }))}
              />
            </Stack>
          )}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}

/** "Download EOP": the provider's explanation of payment (spec §8 message when it fails). */
function EopButton({ claim, memberId }: { claim: ClaimDetails; memberId: string }) {
  const { t } = useTranslation('provider');
  const accesses = useProviderAccesses();
  const download = useEopDownload();
  const parts = {
    claimPrefix: claim.claimPrefix,
    claimNumber: claim.claimNumber,
    claimSuffix: claim.claimSuffix,
  };
  return (
    <ClaimPdfButton
      available={claim.eobAvailable}
      loading={download.isPending || accesses.isPending}
      label={t('claim.downloadEop')}
      unavailableText={t('claim.eopUnavailable')}
      unavailableId="eop-unavailable"
      onDownload={(onError) =>
        download.mutate(
          { parts, memberId, providerTaxId: eopTaxIdFor(claim, accesses.data ?? []) },
          { onError },
        )
      }
    />
  );
}

/** One claim of a member as the provider sees it: lines, remark codes, payments, and the EOP. */
export function ProviderClaimDetails({
  memberId,
  claimId,
}: {
  memberId: string;
  claimId: string | undefined;
}) {
  const parts = claimPartsOfRoute(claimId);
  const query = useClaimDetailsAdmin(parts, memberId);
  if (parts === null || (query.isError && isClaimNotFound(query.error))) return <ClaimNotFound />;
  return (
    <QueryState query={query} emptyText="">
      {(claim) => (
        <ClaimView
          claim={claim}
          audience="provider"
          actions={<EopButton claim={claim} memberId={memberId} />}
        />
      )}
    </QueryState>
  );
}
