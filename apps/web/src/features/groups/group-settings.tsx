import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { Group as GroupSettings } from '@bp/contract/api/groups';
import { LOGO_MAX_BYTES, LOGO_MEDIA_TYPES } from '@bp/contract/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateField } from '../../ui/date-field';
import { DetailItem } from '../../ui/detail-item';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useFormat } from '../../ui/use-language';
import { formatDate } from '../../lib/format';
import { validationOf } from '../../lib/validate';
import { useDeleteLogo, useGroupLogo, useUpdateGroup, useUploadLogo } from './use-group-admin';
import { FormError } from '../../ui/form-error';

const FLAGS = ['enrollment', 'demographicUpdate', 'costComparisonTool'] as const;
type Flag = (typeof FLAGS)[number];

interface FormValues extends Record<Flag, boolean> {
  healthAccountEmployer: string;
  effectiveDate: string;
}

const valuesOf = (g: GroupSettings): FormValues => ({
  enrollment: g.enrollment,
  demographicUpdate: g.demographicUpdate,
  costComparisonTool: g.costComparisonTool,
  healthAccountEmployer: g.healthAccountEmployer ?? '',
  effectiveDate: formatDate(g.effectiveDate),
});

/** The edit form of the settings: the three flags, the health account employer and the effective date. */
function SettingsForm({ group, onDone }: { group: GroupSettings; onDone: () => void }) {
  const { t } = useTranslation(['groups-admin', 'messages']);
  const update = useUpdateGroup(group.groupNumber);
  const form = useContractForm({
    initial: () => valuesOf(group),
    validate: (v: FormValues) =>
      validationOf(
        {
          effectiveDate: v.effectiveDate.trim() ? undefined : 'required',
          healthAccountEmployer: v.healthAccountEmployer.trim().length > 50 ? 'max' : undefined,
        },
        v,
      ),
    guard: false,
    onValid: (values) =>
      update.mutate(
        {
          enrollment: values.enrollment,
          demographicUpdate: values.demographicUpdate,
          costComparisonTool: values.costComparisonTool,
          healthAccountEmployer: values.healthAccountEmployer.trim(),
          effectiveDate: values.effectiveDate,
        },
        {
          onSuccess: () => {
            notify({ text: t('settings.saved'), type: 'success' });
            onDone();
          },
          onError: (err) => form.fail(err),
        },
      ),
  });
  const { values, set, errorOf } = form;
  return (
    <ContractForm form={form} aria-label={t('settings.formLabel')}>
      <Stack>
        {FLAGS.map((f) => (
          <Switch
            key={f}
            label={t(`flags.${f}`)}
            description={t(`flags.${f}Hint`)}
            checked={values[f]}
            onChange={(e) => set(f, e.currentTarget.checked)}
          />
        ))}
        <TextInput
          label={t('settings.healthAccountEmployer')}
          value={values.healthAccountEmployer}
          maxLength={50}
          error={errorOf('healthAccountEmployer')}
          onChange={(e) => set('healthAccountEmployer', e.currentTarget.value)}
        />
        <DateField
          label={t('settings.effectiveDate')}
          withAsterisk
          value={values.effectiveDate}
          error={errorOf('effectiveDate')}
          onChange={(v) => set('effectiveDate', v)}
        />
        <FormError text={form.formError} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('settings.cancel')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}

/** The group's portal settings; staff who may update them get an edit form. */
export function GroupSettingsCard({
  group,
  canUpdate,
}: {
  group: GroupSettings;
  canUpdate: boolean;
}) {
  const { t } = useTranslation('groups-admin');
  const fmt = useFormat();
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title={t('settings.title')}
      actions={
        canUpdate && !editing ? (
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            {t('settings.edit')}
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <SettingsForm group={group} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" spacing="sm" m={0}>
          {FLAGS.map((f) => (
            <DetailItem key={f} label={t(`flags.${f}`)}>
              {t(group[f] ? 'yes' : 'no')}
            </DetailItem>
          ))}
          <DetailItem label={t('settings.healthAccountEmployer')}>
            {group.healthAccountEmployer ?? ''}
          </DetailItem>
          <DetailItem label={t('settings.effectiveDate')}>
            {fmt.date(group.effectiveDate)}
          </DetailItem>
          <DetailItem label={t('settings.terminationDate')}>
            {group.terminationDate ? fmt.date(group.terminationDate) : ''}
          </DetailItem>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** The group's logo: shown when there is one; staff who may update upload (preview first) or delete it. */
export function GroupLogoCard({ group, canUpdate }: { group: GroupSettings; canUpdate: boolean }) {
  const { t } = useTranslation(['groups-admin', 'messages']);
  const logo = useGroupLogo(group.groupNumber, group.hasLogo);
  const upload = useUploadLogo(group.groupNumber);
  const remove = useDeleteLogo(group.groupNumber);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    resetRef.current?.();
    setPickError(null);
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setPickError(t('messages:fileTooLarge'));
    if (!(LOGO_MEDIA_TYPES as readonly string[]).includes(file.type))
      return setPickError(t('messages:invalidFileType'));
    const reader = new FileReader();
    reader.onload = () => setPicked({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
  };
  const send = () => {
    if (!picked) return;
    upload.mutate(picked.file, {
      onSuccess: () => {
        setPicked(null);
        notify({ text: t('logo.uploaded'), type: 'success' });
      },
      onError: (err) =>
        setPickError(Object.values(fieldErrorsOf(err, t))[0] ?? errorTextOf(err, t)),
    });
  };
  const shown = picked?.url ?? (group.hasLogo ? logo.data : undefined);

  return (
    <SectionCard title={t('logo.title')}>
      <Stack>
        {shown ? (
          <Image
            src={shown}
            alt={picked ? t('logo.previewAlt') : t('logo.alt', { name: group.name })}
            h={96}
            w="auto"
            fit="contain"
            maw={320}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {group.hasLogo && logo.isPending ? t('logo.loading') : t('logo.none')}
          </Text>
        )}
        {picked && <Text size="sm">{t('logo.previewOf', { name: picked.file.name })}</Text>}
        {pickError && (
          <Alert color="red" variant="light" role="alert">
            {pickError}
          </Alert>
        )}
        {canUpdate && (
          <Group>
            <FileButton resetRef={resetRef} onChange={pick} accept={LOGO_MEDIA_TYPES.join(',')}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t(group.hasLogo ? 'logo.replace' : 'logo.choose')}
                </Button>
              )}
            </FileButton>
            {picked && (
              <>
                <Button onClick={send} loading={upload.isPending}>
                  {t('logo.upload')}
                </Button>
                <Button variant="subtle" onClick={() => setPicked(null)}>
                  {t('logo.discard')}
                </Button>
              </>
            )}
            {group.hasLogo && !picked && (
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('logo.delete')}
              </Button>
            )}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {canUpdate ? t('logo.rules') : ''}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('logo.deleteTitle')}
        content={t('logo.deleteConfirm', { name: group.name })}
        okLabel={t('logo.delete')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(undefined, {
            onSuccess: () => notify({ text: t('logo.deleted'), type: 'success' }),
            onError: (err) => setPickError(errorTextOf(err, t)),
          });
        }}
      />
    </SectionCard>
  );
}
