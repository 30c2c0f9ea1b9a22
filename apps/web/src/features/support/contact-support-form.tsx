import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { supportContact } from '@bp/contract/api/content';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { validateWith } from '../../lib/validate';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';

const TOPICS = ['Login', 'Registration', 'Claims', 'IdCard', 'Eligibility', 'Other'] as const;
type Topic = (typeof TOPICS)[number];

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  memberId: '',
  topic: 'Login' as Topic,
  message: '',
};
type Values = typeof EMPTY;

/** The public contact-support form (POST /api/Support/contact). */
export function ContactSupportForm() {
  const { t } = useTranslation(['support', 'messages', 'common']);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: EndpointBodyInput<typeof supportContact>) =>
      callApi(supportContact, { body }),
    onSuccess: () => setValues(EMPTY),
  });
  const dirty = !mutation.isSuccess && JSON.stringify(values) !== JSON.stringify(EMPTY);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...values,
      phone: values.phone || undefined,
      memberId: values.memberId || undefined,
    };
    const result = validateWith(supportContact.body, body);
    if (!result.ok) return setErrors(result.fields);
    setErrors({});
    mutation.mutate(body);
  };

  if (mutation.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status" title={t('support:sentTitle')}>
        {t('support:sent')}
      </Alert>
    );
  }

  const server = fieldErrorsOf(mutation.error, t);
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (
      e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    label: t(`support:fields.${name}`),
    error: errors[name]
      ? t(`messages:${errors[name]}`, { defaultValue: t('messages:invalidValue') })
      : server[name],
  });

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack>
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(mutation.error, t)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput {...field('firstName')} withAsterisk autoComplete="given-name" />
          <TextInput {...field('lastName')} withAsterisk autoComplete="family-name" />
        </SimpleGrid>
        <TextInput
          {...field('email')}
          type="email"
          withAsterisk
          autoComplete="email"
          placeholder={t('support:emailPlaceholder')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...field('phone')}
            type="tel"
            autoComplete="tel"
            description={t('common:optional')}
          />
          <TextInput {...field('memberId')} description={t('common:optional')} />
        </SimpleGrid>
        <NativeSelect
          {...field('topic')}
          withAsterisk
          data={TOPICS.map((v) => ({ value: v, label: t(`support:topics.${v}`) }))}
        />
        <Textarea {...field('message')} withAsterisk autosize minRows={4} maxRows={10} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('support:submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
