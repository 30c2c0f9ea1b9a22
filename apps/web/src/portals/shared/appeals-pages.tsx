import { Anchor, Stack, Text } from '@mantine/core';
import { appealNumber } from '@bp/contract/api/appeals';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AppealDetails } from '../../features/appeals/appeal-details';
import { AppealList } from '../../features/appeals/appeal-list';
import { appealPaths, type AppealPortal } from '../../features/appeals/appeal-paths';
import { NewAppeal } from '../../features/appeals/new-appeal';
import { PageTitle } from '../../ui/page-title';

/** `/<portal>/appeals`: the member's household's appeals, or the provider's filings. */
export function AppealsPage({ portal }: { portal: AppealPortal }) {
  const { t } = useTranslation('appeals');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm">{t(`intro.${portal}`)}</Text>
      <AppealList portal={portal} />
    </Stack>
  );
}

/** `/<portal>/appeals/new?claim=prefix-number-suffix` or `?certNo=`: file an appeal. */
export function NewAppealPage({ portal }: { portal: AppealPortal }) {
  const { t } = useTranslation('appeals');
  const [search] = useSearchParams();
  return (
    <Stack>
      <Anchor component={Link} to={appealPaths(portal).list()} size="sm">
        {t('back')}
      </Anchor>
      <PageTitle>{t('new.title')}</PageTitle>
      <Text size="sm">{t('new.intro')}</Text>
      <NewAppeal portal={portal} claim={search.get('claim')} certNo={search.get('certNo')} />
    </Stack>
  );
}

/** The appeal id of the route, or null when it is not a positive whole number. */
function appealIdOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** `/<portal>/appeals/:appealId`: one appeal. */
export function AppealDetailsPage({ portal }: { portal: AppealPortal }) {
  const { t } = useTranslation('appeals');
  const id = appealIdOf(useParams().appealId);
  return (
    <Stack>
      <Anchor component={Link} to={appealPaths(portal).list()} size="sm">
        {t('back')}
      </Anchor>
      <PageTitle>
        {id ? t('details.title', { number: appealNumber(id) }) : t('details.titleUnknown')}
      </PageTitle>
      <AppealDetails portal={portal} appealId={id} />
    </Stack>
  );
}
