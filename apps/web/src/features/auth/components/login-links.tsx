import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLink } from '../../../ui/app-link';

/** Login page links: forgot password, anonymous provider pages, and the create-account buttons. */
export function LoginLinks() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm" mt="md">
      <AppLink to="/need-help" size="sm">
        {t('login.forgotPassword')}
      </AppLink>
      <Anchor component={Link} to="/user/eligibility-check" size="sm">
        {t('login.eligibilityCheck')}
      </Anchor>
      <Anchor component={Link} to="/user/anon-claims-search" size="sm">
        {t('login.anonClaimsSearch')}
      </Anchor>
      <Divider my="xs" label={t('login.noAccount')} labelPosition="center" />
      <Text size="sm">{t('login.createAccountIntro')}</Text>
      <Group grow>
        <Button component={Link} to="/member-registration" variant="outline">
          {t('login.newMember')}
        </Button>
        <Button component={Link} to="/provider-registration" variant="outline">
          {t('login.newProvider')}
        </Button>
      </Group>
    </Stack>
  );
}
