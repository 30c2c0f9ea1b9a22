import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@bp/contract';
import { ApiError } from '../../lib/api';
import { AppLink } from '../../ui/app-link';
import { errorTextOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useLetter, useLetterDocument } from './use-letters';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** One letter: who it went to and when, its text, and the letter as sent (PDF). */
export function LetterDetails({ letterNumber }: { letterNumber: number }) {
  const { t } = useTranslation(['letters', 'messages']);
  const fmt = useFormat();
  const query = useLetter(letterNumber);
  const download = useLetterDocument();
  // Unknown and someone else's letter are the same 404 (the server never tells them apart): no retry.
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('details.notFound')}
      </Alert>
    );
  }
  return (
    <QueryState query={query} emptyText="">
      {(l) => (
        <Stack>
          <SectionCard
            title={t('details.summary')}
            actions={
              l.hasDocument && (
                <Button leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending} onClick={() => download.mutate(l.letterNumber)}>
                  {t('details.download')}
                </Button>
              )
            }
          >
            {download.isError && (
              <Alert color="red" variant="light" role="alert" mb="sm">
                {errorTextOf(download.error, t)}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
              <Item label={t('columns.letterNumber')}>{String(l.letterNumber)}</Item>
              <Item label={t('columns.template')}>{l.templateName}</Item>
              <Item label={t('columns.recipient')}>{l.recipientName}</Item>
              <Item label={t('details.memberId')}>{l.memberId}</Item>
              <Item label={t('columns.sentDate')}>{fmt.date(l.sentDate)}</Item>
              <Item label={t('columns.delivery')}>{t(`delivery.${l.deliveryMethod}`)}</Item>
              {l.claimNumbers.length > 0 && (
                <Item label={t('details.claims')}>
                  <Group gap="xs" component="span">
                    {l.claimNumbers.map((c) => (
                      <AppLink key={c} to={routePath('member.claimDetails', { claimNumber: c })}>
                        {c}
                      </AppLink>
                    ))}
                  </Group>
                </Item>
              )}
            </SimpleGrid>
          </SectionCard>
          <SectionCard title={l.subject || l.templateName}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {l.body || t('details.noText')}
            </Text>
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
}
