import { Stack } from '@mantine/core';
import { routePath } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { canImpersonate } from '../../../features/auth/impersonation';
import { useSession } from '../../../lib/session-store';
import { ProviderSearch } from '../../../features/providers/provider-search';
import { PageTitle } from '../../../ui/page-title';
import { ImpersonateButton } from '../impersonate-button';

/**
 * `/admin/options/provider-search` (admin.providerSearch, Provider Listing & Search); with Impersonate
 * Provider, a provider that has a portal account can be impersonated from its row.
 */
export default function AdminProviderSearchPage() {
  const { t } = useTranslation('admin-options');
  const permissions = useSession((s) => s.permissions);
  const impersonate = canImpersonate('Provider', permissions);
  return (
    <Stack>
      <PageTitle>{t('titles.providerSearch')}</PageTitle>
      <ProviderSearch
        rowActions={(p) =>
          impersonate && p.accountId !== null ? (
            <ImpersonateButton
              target={{ userId: p.accountId }}
              name={p.name}
              landing={routePath('provider.dashboard')}
            />
          ) : null
        }
      />
    </Stack>
  );
}
