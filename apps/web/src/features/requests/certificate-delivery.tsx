import { Alert, Group, Radio, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressFields, type AddressValues } from './address-fields';

/** How a certificate of coverage is delivered: by e-mail, or by mail to the address on file or another. */
export interface DeliveryValues {
  deliveryMethod: 'Mail' | 'Email';
  email: string;
  otherAddress: boolean;
  mailingAddress: AddressValues;
}

/** The delivery of a certificate of coverage; `errorOf` gives a field's translated error. */
export function CertificateDelivery({
  values,
  set,
  errorOf,
}: {
  values: DeliveryValues;
  set: (patch: Partial<DeliveryValues>) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Radio.Group
        label={t('certificate.delivery')}
        withAsterisk
        value={values.deliveryMethod}
        onChange={(v) => set({ deliveryMethod: v === 'Email' ? 'Email' : 'Mail' })}
      >
        <Group gap="md" mt="xs">
          <Radio value="Mail" label={t('certificate.byMail')} />
          <Radio value="Email" label={t('certificate.byEmail')} />
        </Group>
      </Radio.Group>
      {values.deliveryMethod === 'Email' ? (
        <TextInput
          type="email"
          autoComplete="email"
          label={t('certificate.email')}
          description={t('certificate.emailHelp')}
          value={values.email}
          error={errorOf('email')}
          onChange={(e) => set({ email: e.currentTarget.value })}
        />
      ) : (
        <>
          <Switch
            label={t('certificate.otherAddress')}
            description={t('certificate.otherAddressHelp')}
            checked={values.otherAddress}
            onChange={(e) => set({ otherAddress: e.currentTarget.checked })}
          />
          {values.otherAddress && (
            <AddressFields
              legend={t('certificate.mailingAddress')}
              value={values.mailingAddress}
              onChange={(a) => set({ mailingAddress: a })}
              errorOf={(f) => errorOf(`mailingAddress.${f}`)}
            />
          )}
          {errorOf('mailingAddress') && (
            <Alert color="red" variant="light" role="alert">
              {t('certificate.noAddressOnFile')}
            </Alert>
          )}
        </>
      )}
    </>
  );
}
