import { Button, Stack, Textarea } from '@mantine/core';
import { appealRespond } from '@bp/contract/api/appeals';
import { useTranslation } from 'react-i18next';
import { checkAttachments } from '../../lib/attachment-rules';
import { validateWith, type Validation } from '../../lib/validate';
import { AttachmentPicker } from '../../ui/attachment-picker';
import { FormError } from '../../ui/form-error';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { notify } from '../../ui/notify';
import { STATEMENT_MAX } from './appeal-form-rules';
import { useRespond } from './use-appeals';

interface RespondValues {
  message: string;
  attachments: File[];
}

/** The answer's checks: the contract's schema of Appeals/Respond and the upload rules. */
async function validateRespond(
  appealId: number,
  v: RespondValues,
): Promise<Validation<RespondValues>> {
  const checked = validateWith(appealRespond.body, {
    appealId: String(appealId),
    message: v.message,
  });
  const fields: Record<string, string> = checked.ok ? {} : { ...checked.fields };
  const files = await checkAttachments(v.attachments);
  if (files) fields.attachments = files.problem;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, data: v };
}

/** Answer the plan's request for information: a message and files; the clock runs again. */
export function RespondForm({ appealId }: { appealId: number }) {
  const { t } = useTranslation(['appeals', 'common']);
  const respond = useRespond(appealId);
  const form = useContractForm({
    initial: (): RespondValues => ({ message: '', attachments: [] }),
    validate: (v: RespondValues) => validateRespond(appealId, v),
    fieldOf: (path) =>
      path === 'message'
        ? 'message'
        : ['attachments', 'files', 'file'].includes(path)
          ? 'attachments'
          : undefined,
    isDirty: (v) => v.message !== '' || v.attachments.length > 0,
    pending: respond.isPending,
    onValid: (v) => {
      if (respond.isPending) return;
      respond.mutate(v, {
        onSuccess: () => {
          form.reset();
          notify({ text: t('respond.sent'), type: 'success' });
        },
        onError: (error) => form.fail(error),
      });
    },
  });
  const { values, set, errorOf } = form;
  return (
    <ImpersonationGate def={appealRespond}>
      <ContractForm form={form} aria-label={t('respond.title')}>
        <Stack>
          <FormError text={form.formError} />
          <Textarea
            label={t('respond.message')}
            withAsterisk
            rows={4}
            resize="vertical"
            maxLength={STATEMENT_MAX}
            value={values.message}
            onChange={(e) => set('message', e.currentTarget.value)}
            error={errorOf('message')}
            disabled={respond.isPending}
          />
          <AttachmentPicker
            files={values.attachments}
            onChange={(f) => {
              form.update((v) => ({ ...v, attachments: f }));
              void checkAttachments(f).then((p) => form.setError('attachments', p?.problem));
            }}
            error={errorOf('attachments')}
            disabled={respond.isPending}
          />
          <div>
            <Button type="submit" loading={respond.isPending}>
              {t('respond.submit')}
            </Button>
          </div>
        </Stack>
      </ContractForm>
    </ImpersonationGate>
  );
}
