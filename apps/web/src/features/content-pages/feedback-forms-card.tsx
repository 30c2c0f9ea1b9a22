import { List, Text } from '@mantine/core';
import type { Download } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { SectionCard } from '../../ui/section-card';
import { useOnlineForms } from './use-content-pages';

/**
 * The feedback forms the caller may send (Downloads/ListOnlineForms, feedback only), each linking to
 * `pathOf(form)`. Nothing is shown while loading, on failure or when there are none (spec §8: list
 * loads swallow errors).
 */
export function FeedbackFormsCard({ pathOf }: { pathOf: (d: Download) => string }) {
  const { t } = useTranslation('content');
  const forms = useOnlineForms();
  const feedback = (forms.data ?? []).filter((d) => d.isFeedback && d.fields?.length);
  if (feedback.length === 0) return null;
  return (
    <SectionCard title={t('feedbackCard.title')}>
      <Text size="sm" mb="xs">
        {t('feedbackCard.intro')}
      </Text>
      <List size="sm">
        {feedback.map((d) => (
          <List.Item key={d.downloadId}>
            <AppLink to={pathOf(d)}>{d.displayName}</AppLink>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
