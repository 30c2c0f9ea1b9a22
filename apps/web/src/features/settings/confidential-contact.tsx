import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confidentialContactBody,
  confidentialContactDelete,
  confidentialContactSet,
  type ConfidentialContact,
} from '@bp/contract/api/confidential-contact';
import { US_STATES } from '@bp/contract/reference/us-states';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorTextOf } from '../../ui/field-errors';
import { FormError } from '../../ui/form-error';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  useConfidentialContact,
  useRemoveConfidentialContact,
  useSaveConfidentialContact,
} from './use-confidential-contact';

interface Values {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  paperless: boolean;
}

const valuesOf = (c: ConfidentialContact | null): Values => ({
  addressLine1: c?.address.addressLine1 ?? '',
  addressLine2: c?.address.addressLine2 ?? '',
  city: c?.address.city ?? '',
  state: c?.address.state ?? '',
  zip: c?.address.zip ?? '',
  email: c?.email ?? '',
  paperless: c?.paperless ?? false,
});

const bodyOf = (v: Values) => ({
  address: {
    addressLine1: v.addressLine1.trim(),
    addressLine2: v.addressLine2.trim(),
    city: v.city.trim(),
    state: v.state,
    zip: v.zip.trim(),
  },
  email: v.email.trim(),
  paperless: v.paperless,
});

/** A server or schema path (`address.zip`) → the form's field (`zip`). */
const fieldOf = (path: string) => (path.startsWith('address.') ? path.slice(8) : path);

/**
 * "Confidential communications" (45 CFR 164.522(b)): an adult member's own mailing address and e-mail for
 * the EOBs, letters and notices about her, never shown to the employee. A minor reads why it is not
 * offered. Staff viewing the portal as the member see it without changing it.
 */
export function ConfidentialContactSection() {
  const { t } = useTranslation(['settings', 'messages']);
  const query = useConfidentialContact();
  return (
    <SectionCard title={t('confidential.title')}>
      <QueryState query={query} emptyText="">
        {(data) =>
          data.eligible ? (
            <Stack>
              <Text size="sm">{t('confidential.intro')}</Text>
              <ImpersonationGate def={[confidentialContactSet, confidentialContactDelete]}>
                <ConfidentialContactForm loaded={data.contact} />
              </ImpersonationGate>
            </Stack>
          ) : (
            <Text size="sm">{t('messages:confidentialContactAdultsOnly')}</Text>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function ConfidentialContactForm({ loaded }: { loaded: ConfidentialContact | null }) {
  const { t } = useTranslation(['settings', 'messages']);
  const save = useSaveConfidentialContact();
  const remove = useRemoveConfidentialContact();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const form = useContractForm({
    initial: () => valuesOf(loaded),
    validate: confidentialContactBody,
    input: bodyOf,
    fieldOf,
    pending: save.isPending,
    onValid: (_data, values) =>
      save.mutate(bodyOf(values), {
        onSuccess: () => {
          form.reset(values);
          notify({ text: t('confidential.saved'), type: 'success' });
        },
        onError: (error) => form.fail(error),
      }),
  });
  const { values, set } = form;
  const text = (name: keyof Omit<Values, 'paperless'>, required: boolean) => ({
    label: t(`confidential.fields.${name}`),
    withAsterisk: required,
    value: values[name],
    // The schema's paths are the body's (`address.zip`); a server answer's are mapped by `fieldOf`.
    error: form.errorOf(name) ?? form.errorOf(`address.${name}`),
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });

  return (
    <ContractForm form={form}>
      <Stack maw={560}>
        {loaded && (
          <Alert color="blue" variant="light" title={t('confidential.onFileTitle')}>
            {t('confidential.onFile')}
          </Alert>
        )}
        <FormError text={form.formError} />
        <TextInput {...text('addressLine1', true)} autoComplete="address-line1" />
        <TextInput {...text('addressLine2', false)} autoComplete="address-line2" />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput {...text('city', true)} autoComplete="address-level2" />
          <NativeSelect
            {...text('state', true)}
            autoComplete="address-level1"
            data={[
              { value: '', label: t('confidential.chooseState') },
              ...US_STATES.map((s) => ({ value: s.code, label: s.description })),
            ]}
          />
          <TextInput {...text('zip', true)} autoComplete="postal-code" inputMode="numeric" />
        </SimpleGrid>
        <TextInput
          {...text('email', values.paperless)}
          type="email"
          autoComplete="email"
          description={t('confidential.emailHelp')}
        />
        <Switch
          label={t('confidential.fields.paperless')}
          description={t('confidential.paperlessHelp')}
          checked={values.paperless}
          onChange={(e) => set('paperless', e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
            {t('confidential.save')}
          </Button>
          {loaded && (
            <Button
              variant="default"
              color="red"
              loading={remove.isPending}
              onClick={() => setConfirmRemove(true)}
            >
              {t('confidential.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmRemove}
        title={t('confidential.removeTitle')}
        content={t('confidential.removeConfirm')}
        okLabel={t('confidential.remove')}
        destructive
        withCloseButton
        onConfirm={() => {
          setConfirmRemove(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              form.reset(valuesOf(null));
              notify({ text: t('confidential.removed'), type: 'success' });
            },
            onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
          });
        }}
        onCancel={() => setConfirmRemove(false)}
      />
    </ContractForm>
  );
}
