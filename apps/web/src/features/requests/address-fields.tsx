import { Fieldset, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@bp/contract/reference/us-states';

export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
};

/** The address as the API takes it (addressIn): empty optional line left out. */
export function addressBody(a: AddressValues) {
  return {
    addressLine1: a.addressLine1.trim(),
    ...(a.addressLine2.trim() ? { addressLine2: a.addressLine2.trim() } : {}),
    city: a.city.trim(),
    state: a.state,
    zip: a.zip.trim(),
  };
}

/** A one-line rendering of an address on file. */
export function addressLine(a: {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
}): string {
  return [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * US mailing address inputs; `errorOf` gives the translated error of a field of the address (addressLine1,
 * city, …).
 */
export function AddressFields({
  legend,
  value,
  onChange,
  errorOf,
}: {
  legend: string;
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  errorOf: (field: keyof AddressValues) => string | undefined;
}) {
  const { t } = useTranslation('settings');
  const field = (name: keyof AddressValues) => ({
    value: value[name],
    error: errorOf(name),
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...value, [name]: e.currentTarget.value }),
  });
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('address.line1')}
          withAsterisk
          autoComplete="address-line1"
          {...field('addressLine1')}
        />
        <TextInput
          label={t('address.line2')}
          autoComplete="address-line2"
          {...field('addressLine2')}
        />
        <TextInput
          label={t('address.city')}
          withAsterisk
          autoComplete="address-level2"
          {...field('city')}
        />
        <Group grow align="flex-start" gap="sm">
          <NativeSelect
            label={t('address.state')}
            withAsterisk
            autoComplete="address-level1"
            data={[
              { value: '', label: t('address.chooseState') },
              ...US_STATES.map((s) => ({ value: s.code, label: s.description })),
            ]}
            {...field('state')}
          />
          <TextInput
            label={t('address.zip')}
            withAsterisk
            autoComplete="postal-code"
            inputMode="numeric"
            {...field('zip')}
          />
        </Group>
      </SimpleGrid>
    </Fieldset>
  );
}
