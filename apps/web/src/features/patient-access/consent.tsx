import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Radio,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizationDecide, type AuthorizationRequest } from '@bp/contract/api/patient-access';
import { formatDateTime } from '@bp/contract/format';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { FormError } from '../../ui/form-error';
import { errorTextOf } from '../../ui/field-errors';
import { ImpersonationNotice, useImpersonationBar } from '../../ui/impersonation-bar';
import { useLanguage } from '../../ui/use-language';
import { isGone, useAuthorizationRequest, useDecide } from './use-patient-access';

/** Leaves the portal for the app (its redirect URI with a code or an error); a seam for tests. */
export const leaveFor = { assign: (url: string) => window.location.assign(url) };

/**
 * The consent page of an app's authorization request (SMART App Launch): the app, the data it asks for in
 * plain words, whether it keeps access, whose data, and the warning members of a Patient Access API must
 * get (HIPAA no longer protects what the app holds). Allow or Deny sends the browser back to the app.
 */
export function ConsentScreen({ requestId }: { requestId: string }) {
  const { t } = useTranslation('patient-access');
  const query = useAuthorizationRequest(requestId);
  if (query.isError && isGone(query.error))
    return (
      <Alert color="yellow" variant="light" title={t('consent.notFoundTitle')} role="status">
        {t('consent.notFound')}
      </Alert>
    );
  return (
    <QueryState query={query} emptyText="">
      {(request) => <ConsentForm requestId={requestId} request={request} />}
    </QueryState>
  );
}

function ConsentForm({ requestId, request }: { requestId: string; request: AuthorizationRequest }) {
  const { t } = useTranslation(['patient-access', 'coverage', 'messages']);
  const language = useLanguage();
  const bar = useImpersonationBar(authorizationDecide);
  const decide = useDecide(requestId);
  const [gone, setGone] = useState(false);
  const [error, setError] = useState<string>();
  const self = request.patients.find((p) => p.self) ?? request.patients[0];
  const [patient, setPatient] = useState(String(self?.dependentNumber ?? ''));
  // Self first, then the household members the member may share, as the server lists them.
  const patients = [...request.patients].sort((a, b) => Number(b.self) - Number(a.self));
  const { app } = request;

  const answer = (decision: 'allow' | 'deny') => {
    setError(undefined);
    decide.mutate(
      decision === 'allow' ? { decision, dependentNumber: Number(patient) } : { decision },
      {
        onSuccess: ({ redirectTo }) => leaveFor.assign(redirectTo),
        onError: (e) => (isGone(e) ? setGone(true) : setError(errorTextOf(e, t))),
      },
    );
  };

  if (gone)
    return (
      <Alert color="yellow" variant="light" title={t('consent.notFoundTitle')} role="status">
        {t('consent.notFound')}
      </Alert>
    );

  const external = (href: string, label: string) => (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {label} <VisuallyHidden>{t('consent.opensNewTab')}</VisuallyHidden>
    </Anchor>
  );

  return (
    <Stack maw={760}>
      <Text>{t('consent.intro', { app: app.name })}</Text>
      <SectionCard title={app.name}>
        <Stack gap="xs">
          <Text>{t('consent.publisher', { publisher: app.publisher })}</Text>
          <Group gap="lg">
            {app.homepageUrl && external(app.homepageUrl, t('consent.homepage'))}
            {external(app.privacyPolicyUrl, t('consent.privacyPolicy'))}
          </Group>
        </Stack>
      </SectionCard>
      <SectionCard title={t('consent.asksFor')}>
        <Stack gap="sm">
          <List>
            {request.resourceTypes.map((r) => (
              <List.Item key={r}>{t(`data.${r}`)}</List.Item>
            ))}
          </List>
          <Text>{request.offlineAccess ? t('consent.offline') : t('consent.online')}</Text>
        </Stack>
      </SectionCard>
      <Radio.Group
        label={t('consent.whoseData')}
        value={patient}
        onChange={setPatient}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {patients.map((p) => {
            const name = `${p.firstName} ${p.lastName}`;
            return (
              <Radio
                key={p.dependentNumber}
                value={String(p.dependentNumber)}
                label={
                  p.self
                    ? t('consent.you', { name })
                    : t('consent.other', {
                        name,
                        relationship: t(`coverage:relationships.${p.relationship}`, {
                          defaultValue: p.relationship,
                        }),
                      })
                }
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <Alert color="orange" variant="light" title={t('consent.warningTitle')}>
        <List size="sm" spacing="xs">
          <List.Item>{t('consent.warning1')}</List.Item>
          <List.Item>{t('consent.warning2')}</List.Item>
          <List.Item>{t('consent.warning3')}</List.Item>
        </List>
      </Alert>
      {bar && <ImpersonationNotice reason={bar} />}
      <FormError text={error} />
      <Group>
        <Button
          onClick={() => answer('allow')}
          disabled={bar !== null || patients.length === 0}
          loading={decide.isPending && decide.variables?.decision === 'allow'}
        >
          {t('consent.allow')}
        </Button>
        <Button
          variant="default"
          onClick={() => answer('deny')}
          disabled={bar !== null}
          loading={decide.isPending && decide.variables?.decision === 'deny'}
        >
          {t('consent.deny')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('consent.expiresAt', { time: formatDateTime(request.expiresAt, language) })}
      </Text>
    </Stack>
  );
}
