import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { notify } from '../../ui/notify';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { EMPTY_MEMO, validateMemo, type MemoValues } from './memo-rules';
import { useCreateMemo, useMemoTypes } from './use-memos';
import { FormError } from '../../ui/form-error';

const TEXT_MAX = 8000;

/**
 * New memo on a member (Memo/Create): type, text, optional effective and expiration dates, and whether it
 * is the member's active memo. Errors sit on the fields and the focus goes to the first one.
 */
export function MemoForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['admin-profile', 'messages']);
  const types = useMemoTypes();
  const create = useCreateMemo();
  const form = useContractForm({
    initial: EMPTY_MEMO,
    validate: (v: MemoValues) => validateMemo(memberId, v),
    isDirty: (v) => v.text.trim() !== '' || v.descno !== '',
    pending: create.isPending,
    onValid: (body) =>
      create.mutate(body, {
        onSuccess: () => {
          form.reset();
          notify({ text: t('memo.saved'), type: 'success' });
        },
        // The server's field errors (message keys) land on the fields; anything else above the form.
        onError: (error) => form.fail(error),
      }),
  });
  const { values, set, errorOf } = form;

  return (
    <ContractForm form={form}>
      <Stack maw={720}>
        <FormError text={form.formError} />
        <NativeSelect
          label={t('memo.type')}
          withAsterisk
          value={values.descno}
          error={errorOf('descno')}
          onChange={(e) => set('descno', e.currentTarget.value)}
          data={[
            { value: '', label: types.isPending ? t('memo.typesLoading') : t('memo.chooseType') },
            ...(types.data ?? []).map((m) => ({ value: String(m.descno), label: m.descr })),
          ]}
        />
        <Textarea
          label={t('memo.text')}
          withAsterisk
          rows={3}
          maxLength={TEXT_MAX}
          description={t('memo.textHelp', { count: TEXT_MAX - values.text.length })}
          value={values.text}
          error={errorOf('text')}
          onChange={(e) => set('text', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t('memo.effectiveDate')}
            value={values.effectiveDate}
            error={errorOf('effectiveDate')}
            onChange={(v) => set('effectiveDate', v)}
          />
          <DateField
            label={t('memo.expirationDate')}
            value={values.expirationDate}
            error={errorOf('expirationDate')}
            onChange={(v) => set('expirationDate', v)}
          />
        </SimpleGrid>
        <Checkbox
          label={t('memo.active')}
          description={t('memo.activeHelp')}
          checked={values.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('memo.save')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
