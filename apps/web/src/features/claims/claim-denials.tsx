import { Paper, Stack, Text } from '@mantine/core';
import type { ClaimDetails } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/section-card';

/**
 * The denied or reduced lines: why, in plain words, and what the member can do next (issue 31), then the
 * reason code and the plan provision each rests on, and the member's right to the documents behind the
 * decision (29 CFR 2560.503-1(g)); nothing when no line was denied or reduced.
 */
export function ClaimDenials({ claim }: { claim: ClaimDetails }) {
  const { t } = useTranslation('claims');
  const denied = claim.lines.filter((l) => l.denial);
  if (denied.length === 0) return null;
  return (
    <SectionCard title={t('denials.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('denials.intro')}</Text>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {denied.map((l) => {
            const d = l.denial!;
            return (
              <Paper
                component="li"
                withBorder
                p="sm"
                radius="md"
                key={l.lineNumber}
                style={{ overflowWrap: 'anywhere' }}
              >
                <Text fw={700} size="sm">
                  {t('denials.line', {
                    number: l.lineNumber,
                    procedure: [l.procedureCode, ...l.modifiers].filter(Boolean).join('-'),
                    description: l.description ?? '',
                  })}
                </Text>
                <Stack gap={4} component="dl" my="xs">
                  <Text component="dt" size="sm" fw={600}>
                    {t('denials.inPlainWords')}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {d.explanation}
                  </Text>
                  <Text component="dt" size="sm" fw={600}>
                    {t('denials.nextStep')}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {d.nextStep}
                  </Text>
                </Stack>
                {(d.reasonCode || d.reason) && (
                  <Text size="sm">
                    {t('denials.reason', {
                      reason: [d.reasonCode, d.reason].filter(Boolean).join(' — '),
                    })}
                  </Text>
                )}
                {d.provision ? (
                  <>
                    <Text size="sm" fw={600}>
                      {t('denials.provision', {
                        section: d.provision.section,
                        title: d.provision.title,
                      })}
                    </Text>
                    <Text size="sm">{d.provision.text}</Text>
                  </>
                ) : (
                  <Text size="sm">{t('denials.noProvision')}</Text>
                )}
              </Paper>
            );
          })}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('denials.documents')}
        </Text>
      </Stack>
    </SectionCard>
  );
}
