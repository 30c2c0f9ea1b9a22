import { Modal, SimpleGrid } from '@mantine/core';
import type { Provider } from '@bp/contract/api/providers';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { useProviderDetails } from './use-providers';

function addressText(a: Provider['address']): string {
  if (!a) return '';
  return [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`]
    .filter(Boolean)
    .join(', ');
}

/** Providers/Details of one provider, in a dialog. */
export function ProviderDetailsDialog({
  providerNumber,
  onClose,
}: {
  providerNumber: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-options', 'common']);
  const fmt = useFormat();
  const query = useProviderDetails(providerNumber);
  return (
    <Modal
      opened={providerNumber !== null}
      onClose={onClose}
      size="lg"
      title={t('providerSearch.detailsTitle', { number: providerNumber ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {providerNumber !== null && (
        <QueryState query={query} emptyText="">
          {(p) => (
            <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" spacing="sm" m={0}>
              <DetailItem label={t('providerSearch.fields.name')}>{p.name}</DetailItem>
              <DetailItem label={t('providerSearch.fields.providerNumber')}>
                {p.providerNumber}
              </DetailItem>
              <DetailItem label={t('providerSearch.fields.npi')}>{p.npi}</DetailItem>
              <DetailItem label={t('providerSearch.fields.taxId')}>{p.taxId}</DetailItem>
              <DetailItem label={t('providerSearch.type')}>{p.providerType}</DetailItem>
              <DetailItem label={t('providerSearch.fields.specialty')}>{p.specialty}</DetailItem>
              <DetailItem label={t('providerSearch.address')}>{addressText(p.address)}</DetailItem>
              <DetailItem label={t('providerSearch.remitAddress')}>
                {addressText(p.remitAddress)}
              </DetailItem>
              <DetailItem label={t('providerSearch.phone')}>{p.phone}</DetailItem>
              <DetailItem label={t('providerSearch.network')}>
                {`${t(p.inNetwork ? 'providerSearch.inNetwork' : 'providerSearch.outOfNetwork')}${
                  p.networks.length ? ` (${p.networks.join(', ')})` : ''
                }`}
              </DetailItem>
              <DetailItem label={t('providerSearch.effectiveDate')}>
                {fmt.date(p.effectiveDate)}
              </DetailItem>
              <DetailItem label={t('providerSearch.terminationDate')}>
                {fmt.date(p.terminationDate)}
              </DetailItem>
            </SimpleGrid>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
