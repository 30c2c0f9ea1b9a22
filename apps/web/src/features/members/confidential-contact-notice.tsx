import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMemberConfidentialContact } from './use-members';

/**
 * For staff on a member's profile: a clear notice when the member has a confidential address on file
 * (45 CFR 164.522(b)), with the address and e-mail. Her EOBs, letters and ID cards go there (the server
 * addresses them); staff must use it for anything else they send her.
 */
export function ConfidentialContactNotice({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-profile');
  const query = useMemberConfidentialContact(memberId);
  const contact = query.data?.contact;
  if (!contact) return null;
  const a = contact.address;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('profile.confidential.title')}
      role="region"
      aria-label={t('profile.confidential.title')}
    >
      <Text size="sm" mb="xs">
        {t('profile.confidential.text')}
      </Text>
      <Text size="sm" fw={500} style={{ whiteSpace: 'pre-line' }}>
        {[a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`]
          .filter(Boolean)
          .join('\n')}
      </Text>
      {contact.email && (
        <Text size="sm">{t('profile.confidential.email', { email: contact.email })}</Text>
      )}
      {contact.paperless && <Text size="sm">{t('profile.confidential.paperless')}</Text>}
    </Alert>
  );
}
