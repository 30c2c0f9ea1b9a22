import { Box, Container, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguagePicker } from '../../ui/language-picker';
import { SiteFooter } from './site-footer';

/** A public route whose page holds tables (the anonymous claim and coverage pages) sets `handle.wide`. */
function useWide(): boolean {
  return useMatches().some((m) => (m.handle as { wide?: boolean } | undefined)?.wide === true);
}

/** Public pages: logo and language picker above a centred card, the footer below. */
export default function LandingLayout() {
  const { t } = useTranslation('shell');
  const wide = useWide();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <a className="skip-link" href="#main-content">
        {t('skipLink')}
      </a>
      <Group component="header" justify="space-between" px="md" py="sm" bg="white">
        <BrandLogo />
        <LanguagePicker />
      </Group>
      <Container
        component="main"
        id="main-content"
        tabIndex={-1}
        size={wide ? 1040 : 560}
        w="100%"
        py="xl"
        style={{ flex: 1 }}
      >
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="md">
          <Outlet />
        </Paper>
      </Container>
      <Box bg="white">
        <SiteFooter />
      </Box>
    </Box>
  );
}
