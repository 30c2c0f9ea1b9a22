import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { IdCardFace } from './id-card-face';
import { TempIdCards } from './temp-id-cards';
import {
  downloadErrorKey,
  useIdCard,
  useIdCardDownload,
  useIdCardList,
  type CardChoice,
} from './use-id-cards';

const keyOf = (c: { memberId: string; coverageType: string | null }) =>
  `${c.memberId}:${c.coverageType ?? ''}`;
/** Medical cards first within a person (the card most often asked for). */
const COVERAGE_ORDER = ['MED', 'RX', 'DEN', 'VIS'];
const rank = (c: string | null) =>
  c && COVERAGE_ORDER.includes(c) ? COVERAGE_ORDER.indexOf(c) : COVERAGE_ORDER.length;

/**
 * The household's ID cards (RedCard/IdCards): choose whose card and which coverage, see it front and back
 * (GetIdCard), download it as a PDF (getIdCardDownload) or, when `requestCardPath` is given (the member may
 * open that page), go and ask for a plastic card by mail. Temporary cards in force come first.
 */
export function IdCardViewer({ requestCardPath }: { requestCardPath?: string | undefined }) {
  const { t } = useTranslation(['idcard', 'coverage', 'messages']);
  const list = useIdCardList();
  const [picked, setPicked] = useState<string | null>(null);
  const people = [...new Set((list.data ?? []).map((e) => e.memberId))];
  const entries = [...(list.data ?? [])].sort(
    (a, b) =>
      people.indexOf(a.memberId) - people.indexOf(b.memberId) ||
      rank(a.coverageType) - rank(b.coverageType),
  );
  // After a policy switch the picked card may be gone: fall back to the first available one.
  const current =
    entries.find((e) => keyOf(e) === picked) ?? entries.find((e) => e.available) ?? entries[0];
  const choice: CardChoice | null =
    current?.available && current.coverageType
      ? { memberId: current.memberId, coverageType: current.coverageType }
      : null;
  const card = useIdCard(choice);
  const download = useIdCardDownload();

  return (
    <Stack>
      <Text size="sm">{t('intro')}</Text>
      <TempIdCards />
      <QueryState query={list} isEmpty={(d) => d.length === 0} emptyText={t('empty')}>
        {() => (
          <Stack>
            <Group align="flex-end" gap="sm" wrap="wrap">
              {entries.length > 1 && (
                <NativeSelect
                  label={t('choose')}
                  miw={240}
                  maw={420}
                  style={{ flexGrow: 1 }}
                  value={current ? keyOf(current) : ''}
                  onChange={(e) => {
                    setPicked(e.currentTarget.value);
                    download.reset();
                  }}
                  data={entries.map((e) => ({
                    value: keyOf(e),
                    label:
                      e.available && e.coverageType
                        ? t('option', {
                            name: e.memberName,
                            coverage: t(`coverage:coverageTypes.${e.coverageType}`, {
                              defaultValue: e.coverageType,
                            }),
                          })
                        : t('optionUnavailable', { name: e.memberName }),
                  }))}
                />
              )}
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={choice === null}
                loading={download.isPending}
                onClick={() => {
                  if (choice)
                    download.mutate(choice, {
                      onSuccess: () => notify({ text: t('downloaded'), type: 'success' }),
                    });
                }}
              >
                {t('download')}
              </Button>
              {requestCardPath && (
                <Button
                  component={Link}
                  to={requestCardPath}
                  variant="default"
                  leftSection={<IconMail size={16} aria-hidden />}
                >
                  {t('requestMailed')}
                </Button>
              )}
            </Group>
            {download.isError && (
              <Alert color="red" variant="light" role="alert">
                {t(`messages:${downloadErrorKey(download.error)}`)}
              </Alert>
            )}
            {choice === null ? (
              <Alert color="yellow" variant="light">
                {t('messages:idCardNotAvailable')}
              </Alert>
            ) : (
              <QueryState query={card} emptyText={t('messages:idCardNotAvailable')}>
                {(c) => <IdCardFace card={c} />}
              </QueryState>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
