import { Alert, Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateOfCoverage } from '@bp/contract/api/conversation-requests';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { addressBody, EMPTY_ADDRESS } from './address-fields';
import { CertificateDelivery, type DeliveryValues } from './certificate-delivery';
import {
  CARD_COVERAGES,
  chosenCoverages,
  PeopleAndCoverages,
  RequestConfirmation,
} from './request-parts';
import {
  coveragesOfChosen,
  useRequestCertificate,
  useRequestPeople,
  type RequestPerson,
} from './use-requests';
import { DateField } from '../../ui/date-field';
import { normalizeUsDate } from '../../lib/us-date';
import { useRequestSubmission } from './use-request-submission';

interface Values extends DeliveryValues {
  people: string[];
  coverages: string[];
  coverageFrom: string;
  coverageThru: string;
  reason: string;
}

function initialValues(people: RequestPerson[]): Values {
  const self = people[0];
  return {
    people: self ? [String(self.dependentNumber)] : [],
    coverages: self ? coveragesOfChosen(people, [self.dependentNumber], CARD_COVERAGES) : [],
    deliveryMethod: 'Mail',
    email: '',
    otherAddress: false,
    mailingAddress: EMPTY_ADDRESS,
    coverageFrom: '',
    coverageThru: '',
    reason: '',
  };
}

/**
 * Certificate of coverage request (Conversations/CertificateOfCoverage): who, which coverages, period and
 * delivery. Staff pass the `memberId` they act for.
 */
export function CertificateRequestForm({
  messageCenterPath,
  memberId,
}: {
  messageCenterPath?: string | undefined;
  memberId?: string | undefined;
}) {
  const { t } = useTranslation(['settings', 'messages']);
  const people = useRequestPeople(memberId);
  const request = useRequestCertificate();
  const [values, setValues] = useState<Values | null>(null);
  const { errors, formError, done, formRef, send, clearDone } = useRequestSubmission(
    certificateOfCoverage.body,
    request,
  );

  useEffect(() => {
    if (values === null && people.data) setValues(initialValues(people.data));
  }, [values, people.data]);

  if (done !== null)
    return (
      <RequestConfirmation
        messageCenterPath={messageCenterPath}
        mailNote={memberId === undefined}
        title={t('requests.sentTitle')}
        text={t('certificate.sent', { id: done })}
        onAgain={() => {
          clearDone();
          setValues(null);
        }}
      />
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values || !people.data) return;
    const body = {
      ...(memberId ? { memberId } : {}),
      dependentNumbers: values.people.map(Number),
      coverageTypes: chosenCoverages(people.data, values),
      deliveryMethod: values.deliveryMethod,
      ...(values.deliveryMethod === 'Email' && values.email.trim()
        ? { email: values.email.trim() }
        : {}),
      ...(values.deliveryMethod === 'Mail' && values.otherAddress
        ? { mailingAddress: addressBody(values.mailingAddress) }
        : {}),
      ...(values.coverageFrom ? { coverageFrom: normalizeUsDate(values.coverageFrom) } : {}),
      ...(values.coverageThru ? { coverageThru: normalizeUsDate(values.coverageThru) } : {}),
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    };
    send(body);
  };

  const set = <K extends keyof Values>(k: K, v: Values[K]) =>
    setValues((prev) => (prev ? { ...prev, [k]: v } : prev));
  const dirty =
    values !== null &&
    Boolean(
      values.reason ||
      values.email ||
      values.coverageFrom ||
      values.coverageThru ||
      Object.values(values.mailingAddress).some(Boolean),
    );

  return (
    <SectionCard title={t('certificate.formTitle')}>
      <QueryState query={people} emptyText="">
        {(list) =>
          values && (
            <form ref={formRef} onSubmit={submit} noValidate>
              <UnsavedChangesGuard dirty={dirty && !request.isPending} />
              <Stack maw={640}>
                {formError && (
                  <Alert color="red" variant="light" role="alert">
                    {formError}
                  </Alert>
                )}
                <PeopleAndCoverages
                  label={t('certificate.people')}
                  people={list}
                  value={values}
                  errors={errors}
                  onChange={(chosen) => setValues((prev) => (prev ? { ...prev, ...chosen } : prev))}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <DateField
                    label={t('certificate.coverageFrom')}
                    description={t('certificate.periodHelp')}
                    value={values.coverageFrom}
                    error={errors.coverageFrom}
                    onChange={(v) => set('coverageFrom', v)}
                  />
                  <DateField
                    label={t('certificate.coverageThru')}
                    description={t('certificate.periodHelp')}
                    value={values.coverageThru}
                    error={errors.coverageThru}
                    onChange={(v) => set('coverageThru', v)}
                  />
                </SimpleGrid>
                <CertificateDelivery
                  values={values}
                  set={(patch) => setValues((prev) => (prev ? { ...prev, ...patch } : prev))}
                  errors={errors}
                />
                <Textarea
                  label={t('certificate.reason')}
                  autosize
                  minRows={2}
                  maxLength={500}
                  value={values.reason}
                  error={errors.reason}
                  onChange={(e) => set('reason', e.currentTarget.value)}
                />
                <Group>
                  <Button type="submit" loading={request.isPending}>
                    {t('certificate.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
