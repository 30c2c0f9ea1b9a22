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
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { errorTextOf } from '../../ui/field-errors';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';

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
  const mutation = useMutation({
    mutationFn: (body: EndpointBodyInput<typeof supportContact>) =>
      callApi(supportContact, { body }),
  });
  const bodyOf = (values: Values) => ({
    ...values,
    phone: values.phone || undefined,
    memberId: values.memberId || undefined,
  });
  const form = useContractForm({
    initial: EMPTY,
    validate: supportContact.body,
    input: bodyOf,
    onValid: (_data, values) =>
      mutation.mutate(bodyOf(values), {
        onSuccess: () => form.reset(),
        onError: (error) => form.fail(error),
      }),
  });

  if (mutation.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status" title={t('support:sentTitle')}>
        {t('support:sent')}
      </Alert>
    );
  }

  const field = (name: keyof Values) => ({
    value: form.values[name],
    // Errors stay until the next submit.
    onChange: (
      e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => {
      const value = e.currentTarget.value;
      form.update((v) => ({ ...v, [name]: value }));
    },
    label: t(`support:fields.${name}`),
    error: form.errorOf(name),
  });

  return (
    <ContractForm form={form}>
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
    </ContractForm>
  );
}
