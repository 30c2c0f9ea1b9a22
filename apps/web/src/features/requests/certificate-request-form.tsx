import {
  Alert,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateOfCoverage } from '@bp/contract/api/conversation-requests';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import {
  AddressFields,
  addressBody,
  addressErrorsOf,
  EMPTY_ADDRESS,
  type AddressValues,
} from './address-fields';
import { CARD_COVERAGES, CoveragePicker, PeoplePicker, RequestConfirmation } from './request-parts';
import {
  coveragesOfChosen,
  useRequestCertificate,
  useRequestPeople,
  type RequestPerson,
} from './use-requests';
import { DateField } from '../../ui/date-field';
import { normalizeUsDate } from '../../lib/us-date';
import { useRequestSubmission } from './use-request-submission';

interface Values {
  people: string[];
  coverages: string[];
  deliveryMethod: 'Mail' | 'Email';
  email: string;
  otherAddress: boolean;
  mailingAddress: AddressValues;
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
    const options = coveragesOfChosen(people.data, values.people.map(Number), CARD_COVERAGES);
    const body = {
      ...(memberId ? { memberId } : {}),
      dependentNumbers: values.people.map(Number),
      coverageTypes: values.coverages.filter((c) =>
        options.includes(c as never),
      ) as (typeof CARD_COVERAGES)[number][],
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
                <PeoplePicker
                  label={t('certificate.people')}
                  people={list}
                  value={values.people}
                  error={errors.dependentNumbers}
                  onChange={(v) => {
                    const options = coveragesOfChosen(list, v.map(Number), CARD_COVERAGES);
                    setValues((prev) =>
                      prev
                        ? {
                            ...prev,
                            people: v,
                            coverages: prev.coverages.filter((c) => options.includes(c as never)),
                          }
                        : prev,
                    );
                  }}
                />
                <CoveragePicker
                  options={coveragesOfChosen(list, values.people.map(Number), CARD_COVERAGES)}
                  value={values.coverages}
                  error={errors.coverageTypes}
                  onChange={(v) => set('coverages', v)}
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
                <Radio.Group
                  label={t('certificate.delivery')}
                  withAsterisk
                  value={values.deliveryMethod}
                  onChange={(v) => set('deliveryMethod', v === 'Email' ? 'Email' : 'Mail')}
                >
                  <Group gap="md" mt="xs">
                    <Radio value="Mail" label={t('certificate.byMail')} />
                    <Radio value="Email" label={t('certificate.byEmail')} />
                  </Group>
                </Radio.Group>
                {values.deliveryMethod === 'Email' ? (
                  <TextInput
                    type="email"
                    autoComplete="email"
                    label={t('certificate.email')}
                    description={t('certificate.emailHelp')}
                    value={values.email}
                    error={errors.email}
                    onChange={(e) => set('email', e.currentTarget.value)}
                  />
                ) : (
                  <>
                    <Switch
                      label={t('certificate.otherAddress')}
                      description={t('certificate.otherAddressHelp')}
                      checked={values.otherAddress}
                      onChange={(e) => set('otherAddress', e.currentTarget.checked)}
                    />
                    {values.otherAddress && (
                      <AddressFields
                        legend={t('certificate.mailingAddress')}
                        value={values.mailingAddress}
                        onChange={(a) => set('mailingAddress', a)}
                        errors={addressErrorsOf(errors)}
                      />
                    )}
                    {errors.mailingAddress && (
                      <Alert color="red" variant="light" role="alert">
                        {t('certificate.noAddressOnFile')}
                      </Alert>
                    )}
                  </>
                )}
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
