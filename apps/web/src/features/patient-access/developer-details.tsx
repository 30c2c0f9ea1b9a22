import { Button, Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientAccessApp } from '@bp/contract/api/patient-access';
import { SectionCard } from '../../ui/section-card';

/** The addresses a SMART app needs, from the portal's origin. */
export function smartEndpoints(origin: string) {
  return {
    fhirBase: `${origin}/fhir/R4`,
    smartConfiguration: `${origin}/fhir/R4/.well-known/smart-configuration`,
    authorize: `${origin}/oauth/authorize`,
    token: `${origin}/oauth/token`,
  };
}

/** After registering: the client id and what the app's developer needs to connect. */
export function DeveloperDetails({ app, onClose }: { app: PatientAccessApp; onClose: () => void }) {
  const { t } = useTranslation('patient-access-admin');
  const urls = smartEndpoints(window.location.origin);
  const rows: [string, string][] = [
    [t('apps.developer.clientId'), app.clientId],
    [t('apps.developer.fhirBase'), urls.fhirBase],
    [t('apps.developer.smartConfiguration'), urls.smartConfiguration],
    [t('apps.developer.authorize'), urls.authorize],
    [t('apps.developer.token'), urls.token],
  ];
  return (
    <SectionCard title={t('apps.developer.title')}>
      <Stack gap="sm">
        <Text role="status">{t('apps.developer.registered', { name: app.name })}</Text>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>
                  <Code data-testid={label === rows[0]![0] ? 'client-id' : undefined}>{value}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('apps.developer.client')}</Table.Th>
              <Table.Td>{t('apps.developer.clientType')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-start' }}>
          {t('apps.developer.close')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
