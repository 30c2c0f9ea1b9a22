import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@bp/contract';
import { ApiError } from '../../lib/api';
import { AppLink } from '../../ui/app-link';
import { errorTextOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useLetter, useLetterDocument } from './use-letters';
import { DetailItem } from '../../ui/detail-item';

/** One letter: who it went to and when, its text, and the letter as sent (PDF). */
export function LetterDetails({
  letterNumber,
  claimPathOf = (claimNumber) => routePath('member.claimDetails', { claimNumber }),
}: {
  letterNumber: number;
  /** Where a claim of the letter links to (the member's claim page by default); null: no link. */
  claimPathOf?: (claimNumber: string, memberId: string | null) => string | null;
}) {
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
                <Button
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={download.isPending}
                  onClick={() => download.mutate(l.letterNumber)}
                >
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
              <DetailItem label={t('columns.letterNumber')}>{String(l.letterNumber)}</DetailItem>
              <DetailItem label={t('columns.template')}>{l.templateName}</DetailItem>
              <DetailItem label={t('columns.recipient')}>{l.recipientName}</DetailItem>
              <DetailItem label={t('details.memberId')}>{l.memberId}</DetailItem>
              <DetailItem label={t('columns.sentDate')}>{fmt.date(l.sentDate)}</DetailItem>
              <DetailItem label={t('columns.delivery')}>
                {t(`delivery.${l.deliveryMethod}`)}
              </DetailItem>
              {l.claimNumbers.length > 0 && (
                <DetailItem label={t('details.claims')}>
                  <Group gap="xs" component="span">
                    {l.claimNumbers.map((c) => {
                      const to = claimPathOf(c, l.memberId);
                      return to ? (
                        <AppLink key={c} to={to}>
                          {c}
                        </AppLink>
                      ) : (
                        <span key={c}>{c}</span>
                      );
                    })}
                  </Group>
                </DetailItem>
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
