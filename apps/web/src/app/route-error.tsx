import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { useT } from '../i18n';
import { ChunkErrorDialog } from './chunk-error-dialog';
import { isChunkLoadError } from './chunk-load';

/** Error element of the root route: a reload dialog for chunk failures, a plain error page otherwise. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const [dialog, setDialog] = useState(true);
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>{t('messages:errorOccurred')}</Title>
        <Text>{chunk ? t('shell:chunkError.content') : t('messages:genericFailureMessage')}</Text>
        <Stack align="flex-start">
          <Button onClick={() => window.location.reload()}>{t('shell:chunkError.reload')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('shell:backHome')}
          </Button>
        </Stack>
      </Stack>
      {chunk && <ChunkErrorDialog opened={dialog} onClose={() => setDialog(false)} />}
    </Container>
  );
}
