import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LetterHistory } from '../../features/letters/letter-history';
import { PageTitle } from '../../ui/page-title';

/** `/member/member-letter-history` (member.memberLetterHistory, LETTERS): the household's letters. */
export default function LetterHistoryPage() {
  const { t } = useTranslation('letters');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm">{t('intro')}</Text>
      <LetterHistory />
    </Stack>
  );
}
