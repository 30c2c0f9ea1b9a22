import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMP_ID_CARD_MAX_DAYS } from '@bp/contract/api/cards';
import { groupCreateTempIdCard } from '@bp/contract/api/groups';
import { validateWith } from '../../lib/validate';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useCreateTempIdCard, useHouseholdTempIdCards } from './use-temp-id-card-admin';

/** The coverages a wallet card is printed for. */
export const TEMP_CARD_COVERAGES = ['MED', 'DEN', 'VIS', 'RX'] as const;
const DEFAULT_DAYS = 30;

/** The member the card is for (a row of the member search). */
export interface TempCardMember {
  memberId: string;
  name: string;
  groupNumber: number;
  groupName: string;
}

interface Values {
  coverageTypes: string[];
  effectiveDate: string;
  expirationDate: string;
  sendToEmail: string;
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The household's unexpired temporary cards (so staff see what was issued before). */
function IssuedCards({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['tempcard', 'coverage']);
  const fmt = useFormat();
  const list = useHouseholdTempIdCards(memberId);
  return (
    <SectionCard title={t('issuedTitle')}>
      <QueryState query={list} isEmpty={(d) => d.length === 0} emptyText={t('none')}>
        {(cards) => (
          <DataTable label={t('issuedTable')} minWidth={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.member')}</Table.Th>
                <Table.Th scope="col">{t('columns.coverage')}</Table.Th>
                <Table.Th scope="col">{t('columns.validFrom')}</Table.Th>
                <Table.Th scope="col">{t('columns.expires')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cards.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Th scope="row" fw={500}>
                    {`${c.memberName} (${c.memberId})`}
                  </Table.Th>
                  <Table.Td>
                    {c.coverageTypes
                      .map((x) => t(`coverage:coverageTypes.${x}`, { defaultValue: x }))
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>{fmt.date(c.effectiveDate)}</Table.Td>
                  <Table.Td>{fmt.date(c.expirationDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}

/**
 * Groups/CreateTempIdCard for one member: the coverages, the validity (at most TEMP_ID_CARD_MAX_DAYS) and
 * an optional e-mail notice. Checked with the contract's schema first; the server's field errors land on
 * the fields. On success the PDF is downloaded and the household's list refreshed.
 */
export function TempIdCardForm({
  member,
  onChangeMember,
}: {
  member: TempCardMember;
  onChangeMember: () => void;
}) {
  const { t } = useTranslation(['tempcard', 'coverage', 'messages']);
  const fmt = useFormat();
  const create = useCreateTempIdCard();
  const [values, setValues] = useState<Values>(() => ({
    coverageTypes: ['MED'],
    effectiveDate: fmt.date(isoIn(0)),
    expirationDate: fmt.date(isoIn(DEFAULT_DAYS)),
    sendToEmail: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refused);

  const set = <K extends keyof Values>(k: K, v: Values[K]) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const body = {
      memberId: member.memberId,
      groupNumber: member.groupNumber,
      coverageTypes: values.coverageTypes as (typeof TEMP_CARD_COVERAGES)[number][],
      effectiveDate: values.effectiveDate,
      expirationDate: values.expirationDate,
      ...(values.sendToEmail.trim() ? { sendToEmail: values.sendToEmail.trim() } : {}),
    };
    const checked = validateWith(groupCreateTempIdCard.body, body);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.fields).map(([k, v]) => [
            k,
            t(`messages:${v}`, { defaultValue: t('messages:invalidValue') }),
          ]),
        ),
      );
      setRefused((n) => n + 1);
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: () => notify({ text: t('created'), type: 'success' }),
      onError: (error) => {
        const fields = fieldErrorsOf(error, t);
        setErrors(fields);
        setRefused((n) => n + 1);
        if (!Object.keys(fields).length) setFormError(errorTextOf(error, t));
      },
    });
  };

  return (
    <Stack>
      <SectionCard title={t('formTitle', { name: member.name })}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack maw={640}>
            <Text size="sm">
              {t('memberLine', {
                memberId: member.memberId,
                groupNumber: member.groupNumber,
                groupName: member.groupName,
              })}
            </Text>
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            <Checkbox.Group
              label={t('coverageTypes')}
              withAsterisk
              value={values.coverageTypes}
              onChange={(v) => set('coverageTypes', v)}
              error={errors.coverageTypes || undefined}
            >
              <Group gap="md" mt="xs">
                {TEMP_CARD_COVERAGES.map((c) => (
                  <Checkbox key={c} value={c} label={t(`coverage:coverageTypes.${c}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Group grow align="flex-start">
              <DateField
                label={t('effectiveDate')}
                withAsterisk
                value={values.effectiveDate}
                onChange={(v) => set('effectiveDate', v)}
                error={errors.effectiveDate || undefined}
              />
              <DateField
                label={t('expirationDate')}
                withAsterisk
                value={values.expirationDate}
                onChange={(v) => set('expirationDate', v)}
                error={errors.expirationDate || undefined}
                description={t('validityHint', { days: TEMP_ID_CARD_MAX_DAYS })}
              />
            </Group>
            <TextInput
              type="email"
              label={t('sendToEmail')}
              description={t('sendToEmailHint')}
              autoComplete="off"
              value={values.sendToEmail}
              onChange={(e) => set('sendToEmail', e.currentTarget.value)}
              error={errors.sendToEmail || errors.groupNumber || errors.memberId || undefined}
            />
            <Group>
              <Button
                type="submit"
                loading={create.isPending}
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('submit')}
              </Button>
              <Button variant="default" onClick={onChangeMember}>
                {t('changeMember')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
      <IssuedCards memberId={member.memberId} />
    </Stack>
  );
}
