import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TEMP_ID_CARD_MAX_DAYS } from '@bp/contract/api/cards';
import { groupCreateTempIdCard } from '@bp/contract/api/groups';
import { DateField } from '../../ui/date-field';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useFormat } from '../../ui/use-language';
import { IssuedCards } from './issued-cards';
import { useCreateTempIdCard } from './use-temp-id-card-admin';
import { FormError } from '../../ui/form-error';

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
  const bodyOf = (values: Values) => ({
    memberId: member.memberId,
    groupNumber: member.groupNumber,
    coverageTypes: values.coverageTypes as (typeof TEMP_CARD_COVERAGES)[number][],
    effectiveDate: values.effectiveDate,
    expirationDate: values.expirationDate,
    ...(values.sendToEmail.trim() ? { sendToEmail: values.sendToEmail.trim() } : {}),
  });
  const form = useContractForm({
    initial: (): Values => ({
      coverageTypes: ['MED'],
      effectiveDate: fmt.date(isoIn(0)),
      expirationDate: fmt.date(isoIn(DEFAULT_DAYS)),
      sendToEmail: '',
    }),
    validate: groupCreateTempIdCard.body,
    input: bodyOf,
    guard: false,
    // Every server field is shown (member and group on the e-mail field, as the last input).
    fieldOf: (path) => path,
    onValid: (_data, values) =>
      create.mutate(bodyOf(values), {
        onSuccess: () => notify({ text: t('created'), type: 'success' }),
        onError: (error) => form.fail(error),
      }),
  });
  const { values, set, errorOf } = form;

  return (
    <Stack>
      <SectionCard title={t('formTitle', { name: member.name })}>
        <ContractForm form={form}>
          <Stack maw={640}>
            <Text size="sm">
              {t('memberLine', {
                memberId: member.memberId,
                groupNumber: member.groupNumber,
                groupName: member.groupName,
              })}
            </Text>
            <FormError text={form.formError} />
            <Checkbox.Group
              label={t('coverageTypes')}
              withAsterisk
              value={values.coverageTypes}
              onChange={(v) => set('coverageTypes', v)}
              error={errorOf('coverageTypes')}
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
                error={errorOf('effectiveDate')}
              />
              <DateField
                label={t('expirationDate')}
                withAsterisk
                value={values.expirationDate}
                onChange={(v) => set('expirationDate', v)}
                error={errorOf('expirationDate')}
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
              error={errorOf('sendToEmail') ?? errorOf('groupNumber') ?? errorOf('memberId')}
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
        </ContractForm>
      </SectionCard>
      <IssuedCards memberId={member.memberId} />
    </Stack>
  );
}
