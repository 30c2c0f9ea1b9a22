import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { ApiError } from '../../lib/api';
import { errorTextOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { EMPTY_MEMO, validateMemo, type MemoField, type MemoValues } from './memo-rules';
import { useCreateMemo, useMemoTypes } from './use-memos';

const TEXT_MAX = 8000;

/**
 * New memo on a member (Memo/Create): type, text, optional effective and expiration dates, and whether it
 * is the member's active memo. Errors sit on the fields and the focus goes to the first one.
 */
export function MemoForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['admin-profile', 'messages']);
  const types = useMemoTypes();
  const create = useCreateMemo();
  const [values, setValues] = useState<MemoValues>(EMPTY_MEMO);
  const [errors, setErrors] = useState<Partial<Record<MemoField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends MemoField>(k: K, v: MemoValues[K]) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const errorOf = (k: MemoField) =>
    errors[k]
      ? t(`messages:${errors[k]}`, { defaultValue: t('messages:invalidValue') })
      : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const r = validateMemo(memberId, values);
    if (!r.ok) {
      setErrors(r.fields);
      focusFirstInvalid(formRef.current);
      return;
    }
    create.mutate(r.body, {
      onSuccess: () => {
        setValues(EMPTY_MEMO);
        setErrors({});
        notify({ text: t('memo.saved'), type: 'success' });
      },
      onError: (error) => {
        // The server's field errors (message keys) land on the fields; anything else above the form.
        const fields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
        const known = Object.entries(fields).filter(([k]) => k in EMPTY_MEMO);
        if (known.length > 0) {
          setErrors(Object.fromEntries(known));
          focusFirstInvalid(formRef.current);
        } else setFormError(errorTextOf(error, t));
      },
    });
  };

  const dirty = values.text.trim() !== '' || values.descno !== '';
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={dirty && !create.isPending} />
      <Stack maw={720}>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
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
    </form>
  );
}
