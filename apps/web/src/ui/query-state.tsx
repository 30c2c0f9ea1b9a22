import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';

interface QueryStateProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/** Loading, error and empty states around a query's data. */
export function QueryState<T>({ query, isEmpty, emptyText, children }: QueryStateProps<T>) {
  const { t } = useTranslation(['common', 'messages']);
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('common:states.loading')} />
      </Center>
    );
  }
  if (query.isError || query.data === undefined) {
    const key =
      query.error instanceof ApiError
        ? query.error.body.error_description
        : 'genericFailureMessage';
    return (
      <Alert color="red" variant="light" title={t('common:states.error')}>
        <Text size="sm">
          {t(`messages:${key}`, { defaultValue: t('messages:genericFailureMessage') })}
        </Text>
        <Button size="xs" variant="default" mt="sm" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children(query.data)}</>;
}
