import { Accordion, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { searchKey } from './paths';
import { useFaqs } from './use-content-pages';

/** FAQs in the chosen language as an accordion, narrowed by a search over questions and answers. */
export function FaqList() {
  const { t } = useTranslation('content');
  const query = useFaqs();
  const [text, setText] = useState('');
  const needle = searchKey(text);
  const shown = useMemo(
    () =>
      (query.data ?? []).filter(
        (f) => !needle || searchKey(`${f.question} ${f.answer}`).includes(needle),
      ),
    [query.data, needle],
  );
  return (
    <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('faqs.empty')}>
      {() => (
        <Stack>
          <TextInput
            type="search"
            label={t('faqs.search')}
            description={t('faqs.searchHint')}
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Text size="sm" c="dimmed" role="status">
            {needle
              ? t('faqs.matches', { count: shown.length })
              : t('faqs.total', { count: shown.length })}
          </Text>
          {shown.length > 0 && (
            <Accordion variant="separated" multiple order={2}>
              {shown.map((f) => (
                <Accordion.Item key={f.faqId} value={String(f.faqId)}>
                  <Accordion.Control>
                    <Text component="span" fw={500}>
                      {f.question}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm">{f.answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
