import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  EMPTY_ACCESS_REQUEST,
  accessRequestFieldOf,
  validateAccessRequest,
  type AccessRequestValues,
} from './access-request-rules';
import { useRequestAccess } from './use-access-requests';

type Field = keyof AccessRequestValues;

/**
 * The request to reach another practice (issue 29): its NPI and tax id (spec §5 rules), name, address
 * and a contact there. Filed with AddAnotherJSONProviderRequest; provider maintenance staff decide it.
 */
export function AccessRequestForm({ onFiled }: { onFiled: () => void }) {
  const { t } = useTranslation(['provider', 'messages']);
  const request = useRequestAccess();
  const form = useContractForm({
    initial: EMPTY_ACCESS_REQUEST,
    validate: validateAccessRequest,
    fieldOf: accessRequestFieldOf,
    pending: request.isPending,
    onValid: (body) =>
      request.mutate(body, {
        onSuccess: () => {
          form.reset();
          onFiled();
        },
        onError: (error) => void form.fail(error),
      }),
  });
  const f = (k: string) => t(`addProviders.form.${k}`);
  const input = (
    field: Field,
    options: { required?: boolean; maxLength: number; autoComplete?: string; description?: string },
  ) => (
    <TextInput
      label={f(field)}
      withAsterisk={options.required ?? true}
      maxLength={options.maxLength}
      autoComplete={options.autoComplete ?? 'off'}
      description={options.description}
      value={form.values[field]}
      error={form.errorOf(field)}
      onChange={(e) => form.set(field, e.currentTarget.value)}
    />
  );
  return (
    <ContractForm form={form}>
      <Stack>
        <Text size="sm">{f('help')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('npi', { maxLength: 10, description: f('npiHint') })}
          {input('taxId', { maxLength: 10, description: f('taxIdHint') })}
          {input('providerName', { maxLength: 100, autoComplete: 'organization' })}
          {input('phone', { maxLength: 20, autoComplete: 'tel' })}
          {input('addressLine1', { maxLength: 100, autoComplete: 'address-line1' })}
          {input('addressLine2', {
            required: false,
            maxLength: 100,
            autoComplete: 'address-line2',
          })}
          {input('city', { maxLength: 60, autoComplete: 'address-level2' })}
          <SimpleGrid cols={2}>
            {input('state', { maxLength: 2, autoComplete: 'address-level1' })}
            {input('zip', { maxLength: 10, autoComplete: 'postal-code' })}
          </SimpleGrid>
          {input('contactFirstName', { maxLength: 50, autoComplete: 'given-name' })}
          {input('contactLastName', { maxLength: 50, autoComplete: 'family-name' })}
          {input('email', { maxLength: 100, autoComplete: 'email' })}
        </SimpleGrid>
        <Textarea
          label={f('notes')}
          maxLength={2000}
          rows={3}
          value={form.values.notes}
          error={form.errorOf('notes')}
          onChange={(e) => form.set('notes', e.currentTarget.value)}
        />
        {form.formError && (
          <Text size="sm" c="red.9" role="alert">
            {form.formError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={request.isPending}>
            {f('submit')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
