import { Alert, Button, List, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { useGenerate, useGenerationStatus } from './use-mrf';

/** Runs the MRF job and follows it: progress, then the files published and those refused (and why). */
export function GenerationPanel() {
  const { t } = useTranslation(['mrf', 'messages']);
  const generate = useGenerate();
  const [jobId, setJobId] = useState<string | null>(null);
  const status = useGenerationStatus(jobId);
  const s = status.data;
  const running = s !== undefined && (s.state === 'queued' || s.state === 'running');
  return (
    <SectionCard title={t('generation.title')}>
      <Stack>
        <Text size="sm">{t('generation.intro')}</Text>
        <Button
          w="fit-content"
          loading={generate.isPending || running}
          onClick={() => generate.mutate(undefined, { onSuccess: (r) => setJobId(r.jobId) })}
        >
          {t('generation.run')}
        </Button>
        {generate.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(generate.error, t)}
          </Alert>
        )}
        {s && (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm">{t(`generation.state.${s.state}`)}</Text>
            <Progress
              value={s.progress}
              aria-label={t('generation.progress')}
              color={s.state === 'failed' ? 'red.9' : 'teal.9'}
            />
            {s.published.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  {t('generation.published')}
                </Text>
                <List size="sm">
                  {s.published.map((n) => (
                    <List.Item key={n}>{n}</List.Item>
                  ))}
                </List>
              </>
            )}
            {s.rejected.map((r) => (
              <Alert
                key={r.fileName}
                color="red"
                variant="light"
                role="alert"
                title={t('generation.rejected', { name: r.fileName })}
              >
                <List size="sm">
                  {r.errors.map((e) => (
                    <List.Item key={e}>{e}</List.Item>
                  ))}
                </List>
              </Alert>
            ))}
            {s.state === 'failed' && s.message && (
              <Alert color="red" variant="light" role="alert">
                {t(`messages:${s.message}`, { defaultValue: s.message })}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
