import { Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentBrand } from '../../lib/brand';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';

/** `/no-match` — shown only after a registration that matched no member (the guard sends others back). */
export default function NoMatchPage() {
  const { t } = useTranslation('registration');
  const { support } = currentBrand();
  return (
    <>
      <PageTitle>{t('noMatch.title')}</PageTitle>
      <Stack>
        <Text>{t('noMatch.text')}</Text>
        <List size="sm" spacing="xs">
          <List.Item>{t('noMatch.checkCard')}</List.Item>
          <List.Item>{t('noMatch.checkDate')}</List.Item>
          <List.Item>{t('noMatch.checkName')}</List.Item>
        </List>
        <Text size="sm">{t('noMatch.help', { phone: support.phone })}</Text>
        <Button component={Link} to="/member-registration" w="fit-content">
          {t('noMatch.tryAgain')}
        </Button>
        <AppLink to="/contact-support" size="sm">
          {t('noMatch.contactSupport')}
        </AppLink>
      </Stack>
    </>
  );
}
