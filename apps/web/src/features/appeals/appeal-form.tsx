import { Button, Checkbox, Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { appealFile, type AppealDetail } from '@bp/contract/api/appeals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkAttachments } from '../../lib/attachment-rules';
import { AttachmentPicker } from '../../ui/attachment-picker';
import { DateField } from '../../ui/date-field';
import { FormError } from '../../ui/form-error';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  STATEMENT_MAX,
  appealFieldOf,
  initialAppealValues,
  validateAppeal,
  type AppealSubjectRef,
  type AppealValues,
} from './appeal-form-rules';
import type { AppealPortal } from './appeal-paths';
import { useFileAppeal } from './use-appeals';

/** A denied or reduced claim line as the form offers it. */
export interface AppealLineChoice {
  lineNumber: number;
  description: string | null;
  procedureCode: string | null;
  /** Why it was denied or reduced, in plain words. */
  explanation: string;
  nextStep: string;
}

/**
 * The new appeal's form: the lines appealed (a claim's, all checked), the statement (≤ 4000, with a
 * counter), "care cannot wait" (the 72-hour clock), for a pre-certification when ongoing care ends,
 * attachments (the upload rules, listed before sending), and who acts: a member may name a
 * representative (with the designation confirmed); a provider adds the member's signed designation form
 * unless the appeal is urgent. Checked with the contract's schema; the server's field errors are shown on
 * the fields.
 */
export function AppealForm({
  portal,
  subject,
  lines,
  cancelPath,
  onFiled,
}: {
  portal: AppealPortal;
  subject: AppealSubjectRef;
  lines: AppealLineChoice[];
  cancelPath: string;
  onFiled: (appeal: AppealDetail) => void;
}) {
  const { t } = useTranslation(['appeals', 'messages', 'common']);
  const file = useFileAppeal();
  const form = useContractForm({
    initial: () => initialAppealValues(lines.map((l) => l.lineNumber)),
    validate: (v: AppealValues) => validateAppeal(subject, portal, v),
    fieldOf: appealFieldOf,
    isDirty: (v) =>
      v.statement !== '' ||
      v.attachments.length > 0 ||
      v.designation.length > 0 ||
      v.representativeName !== '',
    pending: file.isPending,
    onValid: (body, v) => {
      if (file.isPending) return;
      file.mutate(
        {
          body,
          attachments: v.attachments,
          designation: portal === 'provider' ? v.designation : [],
        },
        {
          onSuccess: (appeal) => form.leave(() => onFiled(appeal)),
          onError: (error) => form.fail(error),
        },
      );
    },
  });
  const { values, set, errorOf } = form;
  const representing = values.representativeName.trim() !== '';
  const onFiles = (field: 'attachments' | 'designation', files: File[]) => {
    form.update((v) => ({ ...v, [field]: files }));
    void checkAttachments(files).then((p) => form.setError(field, p?.problem));
  };

  return (
    <ImpersonationGate def={appealFile}>
      <ContractForm form={form} aria-label={t('form.title')}>
        <Stack>
          <FormError text={form.formError} />
          {subject.kind === 'claim' && (
            <Checkbox.Group
              label={t('form.lines')}
              description={t('form.linesHint')}
              withAsterisk
              value={values.lines.map(String)}
              onChange={(v) => set('lines', v.map(Number))}
              error={errorOf('lineNumbers')}
            >
              <Stack gap="sm" mt="xs">
                {lines.map((l) => (
                  <Checkbox
                    key={l.lineNumber}
                    value={String(l.lineNumber)}
                    label={t('form.line', {
                      number: l.lineNumber,
                      service: [l.description, l.procedureCode].filter(Boolean).join(' · ') || '—',
                    })}
                    description={`${l.explanation} ${l.nextStep}`.trim()}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Textarea
            label={t('form.statement')}
            description={t('form.statementHint')}
            withAsterisk
            rows={6}
            resize="vertical"
            maxLength={STATEMENT_MAX}
            value={values.statement}
            onChange={(e) => set('statement', e.currentTarget.value)}
            error={errorOf('statement')}
            disabled={file.isPending}
          />
          <Text size="xs" c="dimmed" aria-live="polite" mt={-8}>
            {t('form.counter', { used: values.statement.length, max: STATEMENT_MAX })}
          </Text>
          <Checkbox
            label={t('form.urgent')}
            description={t('form.urgentHint')}
            checked={values.urgent}
            onChange={(e) => {
              set('urgent', e.currentTarget.checked);
              form.setError('designation', undefined);
            }}
            error={errorOf('urgent')}
          />
          {subject.kind === 'precert' && (
            <DateField
              label={t('form.careEndsOn')}
              description={t('form.careEndsOnHint')}
              value={values.careEndsOn}
              onChange={(v) => set('careEndsOn', v)}
              error={errorOf('careEndsOn')}
            />
          )}
          <AttachmentPicker
            label={t('form.attachments')}
            files={values.attachments}
            onChange={(f) => onFiles('attachments', f)}
            error={errorOf('attachments')}
            disabled={file.isPending}
          />
          {portal === 'member' ? (
            <Fieldset
              legend={t('form.representative')}
              variant="unstyled"
              styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
            >
              <Stack gap="sm">
                <Text size="sm">{t('form.representativeHint')}</Text>
                <TextInput
                  label={t('form.representativeName')}
                  description={t('common:optional')}
                  maxLength={100}
                  value={values.representativeName}
                  onChange={(e) => set('representativeName', e.currentTarget.value)}
                  error={errorOf('representativeName')}
                />
                {representing && (
                  <>
                    <TextInput
                      label={t('form.representativeRelationship')}
                      withAsterisk
                      maxLength={50}
                      value={values.representativeRelationship}
                      onChange={(e) => set('representativeRelationship', e.currentTarget.value)}
                      error={errorOf('representativeRelationship')}
                    />
                    <Checkbox
                      label={t('form.designationConfirmed', {
                        name: values.representativeName.trim(),
                      })}
                      checked={values.designationConfirmed}
                      onChange={(e) => set('designationConfirmed', e.currentTarget.checked)}
                      error={errorOf('designationConfirmed')}
                      aria-required
                    />
                  </>
                )}
              </Stack>
            </Fieldset>
          ) : (
            <AttachmentPicker
              single
              label={t('form.designation')}
              hint={values.urgent ? t('form.designationHintUrgent') : t('form.designationHint')}
              withAsterisk={!values.urgent}
              files={values.designation}
              onChange={(f) => onFiles('designation', f)}
              error={errorOf('designation')}
              disabled={file.isPending}
            />
          )}
          <Group>
            <Button type="submit" loading={file.isPending}>
              {t('form.submit')}
            </Button>
            <Button component={Link} to={cancelPath} variant="default">
              {t('common:actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </ImpersonationGate>
  );
}
