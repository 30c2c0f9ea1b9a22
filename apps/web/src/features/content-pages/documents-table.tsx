import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import type { Download } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf } from '../../lib/constants';
import { formatSize } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { useSession } from '../../lib/session-store';
import { DataTable } from '../../ui/data-table';
import { notify } from '../../ui/notify';
import { useFormat, useLanguage } from '../../ui/use-language';
import { formPathOf, type FormPortal } from './paths';
import { useDownloadFile } from './use-content-pages';

/** Download button of one document: fetches the file and hands it to the browser. */
function DownloadButton({ item }: { item: Download }) {
  const { t } = useTranslation('content');
  const download = useDownloadFile();
  return (
    <Button
      size="xs"
      variant="light"
      loading={download.isPending && download.variables === item.downloadId}
      aria-label={t('documents.downloadNamed', { name: item.displayName })}
      onClick={() =>
        download.mutate(item.downloadId, {
          onSuccess: (blob) => saveFile(blob, item.fileName || `${item.displayName}.pdf`),
          onError: () => notify({ type: 'error', translationKey: 'errorOccurredDuringDownload' }),
        })
      }
    >
      {t('documents.download')}
    </Button>
  );
}

/** The form link of a document that carries an online or feedback form (feedback: Send Feedback only). */
function FormLink({ item, portal }: { item: Download; portal: FormPortal }) {
  const { t } = useTranslation('content');
  const mayFeedback = useSession((s) => canWrite(s.permissions, 'SEND_FEEDBACK'));
  if (!item.isOnlineForm && !(item.isFeedback && mayFeedback)) return null;
  return (
    <Anchor
      component={Link}
      to={formPathOf(item, portal)}
      size="sm"
      aria-label={t(
        item.isFeedback ? 'documents.giveFeedbackNamed' : 'documents.fillInOnlineNamed',
        { name: item.displayName },
      )}
    >
      {item.isFeedback ? t('documents.giveFeedback') : t('documents.fillInOnline')}
    </Anchor>
  );
}

/** The HTML language code of a document's language (the spec's `sp` is Spanish, `es`). */
const htmlLangOf = (l: Download['language']) => (l === 'sp' ? 'es' : 'en');

/**
 * One page of documents: name (with its language when not the reader's, its form badge and
 * description), category, year, upload date, size, and the download and form actions.
 */
export function DocumentsTable({ items, portal }: { items: Download[]; portal: FormPortal }) {
  const { t } = useTranslation(['content', 'common']);
  const fmt = useFormat();
  const language = useLanguage();
  const locale = localeOf(language);
  return (
    <DataTable
      label={t('content:documents.tableLabel')}
      caption={t('content:documents.caption')}
      minWidth={720}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('content:documents.name')}</Table.Th>
          <Table.Th scope="col">{t('content:documents.category')}</Table.Th>
          <Table.Th scope="col">{t('content:documents.year')}</Table.Th>
          <Table.Th scope="col">{t('content:documents.uploaded')}</Table.Th>
          <Table.Th scope="col">{t('content:documents.size')}</Table.Th>
          <Table.Th scope="col">{t('content:documents.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.downloadId}>
            <Table.Th scope="row" fw={500}>
              <span lang={item.language === language ? undefined : htmlLangOf(item.language)}>
                {item.displayName}
              </span>
              {item.language !== language && (
                <Badge ml="xs" size="xs" variant="outline" color="gray.7">
                  {t(`content:documents.writtenIn.${item.language}`)}
                </Badge>
              )}
              {(item.isOnlineForm || item.isFeedback) && (
                <Badge
                  ml="xs"
                  size="xs"
                  variant="outline"
                  color={item.isFeedback ? 'grape.9' : 'teal.9'}
                >
                  {item.isFeedback
                    ? t('content:documents.feedbackBadge')
                    : t('content:documents.formBadge')}
                </Badge>
              )}
              {item.description && (
                <Text size="xs" c="dimmed" fw={400}>
                  {item.description}
                </Text>
              )}
            </Table.Th>
            <Table.Td>{item.categoryName}</Table.Td>
            <Table.Td>{item.year ?? '—'}</Table.Td>
            <Table.Td>{fmt.date(item.uploadedDate)}</Table.Td>
            <Table.Td>{item.sizeBytes ? formatSize(item.sizeBytes, locale) : '—'}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {item.sizeBytes > 0 && <DownloadButton item={item} />}
                <FormLink item={item} portal={portal} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
