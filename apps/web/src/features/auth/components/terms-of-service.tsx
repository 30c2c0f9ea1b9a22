import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { acceptTerms } from '@bp/contract/api/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api';
import { errorTextOf } from '../../../ui/field-errors';
import { ImpersonationGate } from '../../../ui/impersonation-bar';

const SECTIONS = ['use', 'phi', 'accuracy', 'security', 'changes'] as const;

/**
 * The provider terms of service: Accept records the acceptance (POST UserAccount/AcceptTerms) and lets
 * the provider in; Decline signs out (the portal cannot be used without the terms). Staff viewing the
 * portal as the provider read the terms but neither accept nor decline them in the provider's name.
 */
export function TermsOfService({
  onAccepted,
  onDecline,
}: {
  onAccepted: () => void;
  onDecline: () => Promise<void>;
}) {
  const { t } = useTranslation(['legal', 'messages']);
  const mutation = useMutation({ mutationFn: () => callApi(acceptTerms), onSuccess: onAccepted });
  const [declining, setDeclining] = useState(false);
  return (
    <Stack>
      <Text>{t('legal:tos.intro')}</Text>
      <List spacing="sm">
        {SECTIONS.map((s) => (
          <List.Item key={s}>
            <Text fw={600} span>
              {t(`legal:tos.sections.${s}.title`)}
            </Text>{' '}
            {t(`legal:tos.sections.${s}.body`)}
          </List.Item>
        ))}
      </List>
      {mutation.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorTextOf(mutation.error, t)}
        </Alert>
      )}
      <Text size="sm" c="dimmed" id="tos-decline-note">
        {t('legal:tos.declineNote')}
      </Text>
      <ImpersonationGate def={acceptTerms}>
        <Group>
          <Button
            onClick={() => mutation.mutate()}
            loading={mutation.isPending}
            disabled={declining}
          >
            {t('legal:tos.accept')}
          </Button>
          <Button
            variant="default"
            aria-describedby="tos-decline-note"
            loading={declining}
            disabled={mutation.isPending}
            onClick={() => {
              setDeclining(true);
              void onDecline().finally(() => setDeclining(false));
            }}
          >
            {t('legal:tos.decline')}
          </Button>
        </Group>
      </ImpersonationGate>
    </Stack>
  );
}
