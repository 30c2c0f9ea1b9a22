import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeferredValue, type ReactNode } from 'react';
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
  /**
   * Render newly arrived data in the background (React's deferred render: in slices the browser can
   * interrupt), showing the loader or the previous data until it is done: for long lists, whose render
   * would otherwise be one long task when the data arrives.
   */
  defer?: boolean;
}

/** Loading, error and empty states around a query's data. */
export function QueryState<T>({ query, isEmpty, emptyText, children, defer }: QueryStateProps<T>) {
  const { t } = useTranslation(['common', 'messages']);
  const deferred = useDeferredValue(defer ? query.data : undefined);
  const data = defer ? deferred : query.data;
  if (query.isPending || (data === undefined && query.data !== undefined && !query.isError)) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('common:states.loading')} />
      </Center>
    );
  }
  if (query.isError || data === undefined) {
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
  if (isEmpty?.(data)) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children(data)}</>;
}
