import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateOfCoverage } from '@bp/contract/api/conversation-requests';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm } from '../../ui/use-contract-form';
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
import { useRequestForm } from './use-request-form';
import { FormError } from '../../ui/form-error';

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
  const { t } = useTranslation('settings');
  const people = useRequestPeople(memberId);
  const [done, setDone] = useState<number | null>(null);

  if (done !== null)
    return (
      <RequestConfirmation
        messageCenterPath={messageCenterPath}
        mailNote={memberId === undefined}
        title={t('requests.sentTitle')}
        text={t('certificate.sent', { id: done })}
        onAgain={() => setDone(null)}
      />
    );

  return (
    <SectionCard title={t('certificate.formTitle')}>
      <QueryState query={people} emptyText="">
        {(list) => <CertificateFields people={list} memberId={memberId} onDone={setDone} />}
      </QueryState>
    </SectionCard>
  );
}

/** The certificate request's form, for the household's people. */
function CertificateFields({
  people,
  memberId,
  onDone,
}: {
  people: RequestPerson[];
  memberId: string | undefined;
  onDone: (conversationId: number) => void;
}) {
  const { t } = useTranslation(['settings', 'messages']);
  const request = useRequestCertificate();
  const form = useRequestForm({
    initial: () => initialValues(people),
    schema: certificateOfCoverage.body,
    body: (values: Values) => ({
      ...(memberId ? { memberId } : {}),
      dependentNumbers: values.people.map(Number),
      coverageTypes: chosenCoverages(people, values),
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
    }),
    mutation: request,
    isDirty: (v) =>
      Boolean(
        v.reason ||
        v.email ||
        v.coverageFrom ||
        v.coverageThru ||
        Object.values(v.mailingAddress).some(Boolean),
      ),
    onDone,
  });
  const { values, errorOf } = form;
  // The errors stay until the next submit (they are about the request as it was sent).
  const patch = (change: Partial<Values>) => form.update((prev) => ({ ...prev, ...change }));

  return (
    <ContractForm form={form}>
      <Stack maw={640}>
        <FormError text={form.formError} />
        <PeopleAndCoverages
          label={t('certificate.people')}
          people={people}
          value={values}
          errorOf={errorOf}
          onChange={patch}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t('certificate.coverageFrom')}
            description={t('certificate.periodHelp')}
            value={values.coverageFrom}
            error={errorOf('coverageFrom')}
            onChange={(v) => patch({ coverageFrom: v })}
          />
          <DateField
            label={t('certificate.coverageThru')}
            description={t('certificate.periodHelp')}
            value={values.coverageThru}
            error={errorOf('coverageThru')}
            onChange={(v) => patch({ coverageThru: v })}
          />
        </SimpleGrid>
        <CertificateDelivery values={values} set={patch} errorOf={errorOf} />
        <Textarea
          label={t('certificate.reason')}
          autosize
          minRows={2}
          maxLength={500}
          value={values.reason}
          error={errorOf('reason')}
          onChange={(e) => patch({ reason: e.currentTarget.value })}
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('certificate.submit')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
