import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import { useFormat } from '../../ui/use-language';
import { downloadErrorKey } from './use-id-cards';
import { useTempIdCardDownload, useTempIdCards } from './use-temp-id-cards';

/**
 * The household's temporary ID cards (issued by staff while the permanent card is prepared), each with
 * its validity and a PDF download. Nothing is shown when there is none: expired cards are gone server-side.
 */
export function TempIdCards() {
  const { t } = useTranslation(['tempcard', 'coverage', 'messages']);
  const fmt = useFormat();
  const list = useTempIdCards();
  const download = useTempIdCardDownload();
  const cards = list.data ?? [];
  if (cards.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={t('memberTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('memberIntro')}</Text>
        {cards.map((c) => {
          const coverage = c.coverageTypes
            .map((x) => t(`coverage:coverageTypes.${x}`, { defaultValue: x }))
            .join(', ');
          return (
            <Group key={c.id} justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">
                {t('memberCard', {
                  name: c.memberName,
                  coverage,
                  from: fmt.date(c.effectiveDate),
                  through: fmt.date(c.expirationDate),
                })}
              </Text>
              <Button
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending && download.variables?.id === c.id}
                aria-label={t('downloadOf', { name: c.memberName })}
                onClick={() =>
                  download.mutate(c, {
                    onSuccess: () => notify({ text: t('downloaded'), type: 'success' }),
                    onError: (error) =>
                      notify({ translationKey: downloadErrorKey(error), type: 'error' }),
                  })
                }
              >
                {t('download')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}
