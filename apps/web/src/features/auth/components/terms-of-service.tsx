import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { acceptTerms } from '@bp/contract/api/auth';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api';
import { errorTextOf } from '../../../ui/field-errors';

const SECTIONS = ['use', 'phi', 'accuracy', 'security', 'changes'] as const;

/** The provider terms of service with an Accept button (POST AcceptTerms). */
export function TermsOfService({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation(['legal', 'messages']);
  const mutation = useMutation({ mutationFn: () => callApi(acceptTerms), onSuccess: onAccepted });
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
      <Group>
        <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
          {t('legal:tos.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
