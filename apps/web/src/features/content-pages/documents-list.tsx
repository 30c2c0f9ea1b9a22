import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import type { Download } from '@bp/contract/api/downloads';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-store';
import { localeOf } from '../../lib/constants';
import { DataTable } from '../../ui/data-table';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { useFormat, useLanguage } from '../../ui/use-language';
import { formatSize } from '../../lib/format';
import { formPathOf, type FormPortal } from './paths';
import { saveFile } from '../../lib/save-file';
import { useDocumentCategories, useDocumentYears } from '../../lib/use-content-options';
import { useDocuments, useDownloadFile, type DocumentFilter } from './use-content-pages';
import { Pager } from '../../ui/pager';

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

const EMPTY_FILTER: DocumentFilter = { pageNumber: 1 };

/** The HTML language code of a document's language (the spec's `sp` is Spanish, `es`). */
const htmlLangOf = (l: Download['language']) => (l === 'sp' ? 'es' : 'en');

/**
 * Documents (downloads) the caller may see: filters by category, year and name, server paging, download;
 * form links open the `portal`'s form pages.
 */
export function DocumentsList({ portal = 'member' }: { portal?: FormPortal }) {
  const { t } = useTranslation(['content', 'common']);
  const fmt = useFormat();
  const language = useLanguage();
  const locale = localeOf(language);
  const [filter, setFilter] = useState<DocumentFilter>(EMPTY_FILTER);
  const [text, setText] = useState('');
  const categories = useDocumentCategories();
  const years = useDocumentYears();
  const query = useDocuments(filter);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ ...f, query: text.trim() || undefined, pageNumber: 1 }));
  };
  const filtered = filter.categoryId !== undefined || filter.year !== undefined || !!filter.query;

  return (
    <Stack>
      <form onSubmit={search} role="search" aria-label={t('content:documents.filters')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'end' }}>
          <NativeSelect
            label={t('content:documents.category')}
            value={filter.categoryId === undefined ? '' : String(filter.categoryId)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setFilter((f) => ({ ...f, categoryId: v ? Number(v) : undefined, pageNumber: 1 }));
            }}
            data={[
              { value: '', label: t('content:documents.allCategories') },
              ...(categories.data ?? []).map((c) => ({
                value: String(c.categoryId),
                label: c.description,
              })),
            ]}
          />
          <NativeSelect
            label={t('content:documents.year')}
            value={filter.year === undefined ? '' : String(filter.year)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setFilter((f) => ({ ...f, year: v ? Number(v) : undefined, pageNumber: 1 }));
            }}
            data={[
              { value: '', label: t('content:documents.allYears') },
              ...(years.data ?? []).map((y) => ({ value: String(y), label: String(y) })),
            ]}
          />
          <TextInput
            label={t('content:documents.search')}
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button type="submit">{t('content:documents.searchButton')}</Button>
            {filtered && (
              <Button
                variant="default"
                onClick={() => {
                  setText('');
                  setFilter(EMPTY_FILTER);
                }}
              >
                {t('content:documents.clear')}
              </Button>
            )}
          </Group>
        </SimpleGrid>
      </form>
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        emptyText={filtered ? t('content:documents.noResults') : t('content:documents.empty')}
      >
        {(page) => (
          <Stack>
            <Text size="sm" c="dimmed" role="status">
              {t('content:documents.count', { count: page.totalNumberOfItems })}
            </Text>
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
                {page.items.map((item) => (
                  <Table.Tr key={item.downloadId}>
                    <Table.Th scope="row" fw={500}>
                      <span
                        lang={item.language === language ? undefined : htmlLangOf(item.language)}
                      >
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
            <Pager
              total={page.totalNumberOfPages}
              value={filter.pageNumber}
              onChange={(pageNumber) => setFilter((f) => ({ ...f, pageNumber }))}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
