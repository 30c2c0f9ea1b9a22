import { Alert, Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { automatedCardIdRequest } from '@bp/contract/api/conversation-requests';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import {
  AddressFields,
  addressBody,
  addressErrorsOf,
  addressLine,
  EMPTY_ADDRESS,
  type AddressValues,
} from './address-fields';
import {
  CARD_COVERAGES,
  chosenCoverages,
  PeopleAndCoverages,
  RequestConfirmation,
} from './request-parts';
import {
  coveragesOfChosen,
  useCardAddresses,
  useRequestIdCard,
  useRequestPeople,
  type RequestPerson,
} from './use-requests';
import { useRequestSubmission } from './use-request-submission';

const NEW_ADDRESS = 'new';

interface Values {
  people: string[];
  coverages: string[];
  quantity: string;
  address: string;
  newAddress: AddressValues;
}

function initialValues(people: RequestPerson[], firstAddressId: number | undefined): Values {
  const self = people[0];
  return {
    people: self ? [String(self.dependentNumber)] : [],
    coverages: self ? coveragesOfChosen(people, [self.dependentNumber], CARD_COVERAGES) : [],
    quantity: '1',
    address: firstAddressId === undefined ? NEW_ADDRESS : String(firstAddressId),
    newAddress: EMPTY_ADDRESS,
  };
}

/** Replacement ID cards by mail (AutomatedCardIDRequest): who, which coverages, how many, and where to. */
export function IdCardRequestForm({
  messageCenterPath,
  memberId,
}: {
  messageCenterPath?: string | undefined;
  /** Staff: the member the cards are for. */
  memberId?: string | undefined;
}) {
  const { t } = useTranslation(['settings', 'messages']);
  const people = useRequestPeople(memberId);
  const addresses = useCardAddresses(memberId);
  const request = useRequestIdCard(memberId);
  const [values, setValues] = useState<Values | null>(null);
  const { errors, formError, done, formRef, send, clearDone } = useRequestSubmission(
    automatedCardIdRequest.body,
    request,
  );

  useEffect(() => {
    if (values === null && people.data && addresses.data)
      setValues(initialValues(people.data, addresses.data[0]?.addressId));
  }, [values, people.data, addresses.data]);

  if (done !== null)
    return (
      <RequestConfirmation
        messageCenterPath={messageCenterPath}
        mailNote={memberId === undefined}
        title={t('requests.sentTitle')}
        text={t('idCard.sent', { id: done })}
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
      dependentNumbers: values.people.map(Number),
      coverageTypes: chosenCoverages(people.data, values),
      quantity: Number(values.quantity),
      ...(values.address === NEW_ADDRESS
        ? { mailingAddress: addressBody(values.newAddress) }
        : { addressId: Number(values.address) }),
    };
    send(body);
  };

  const set = <K extends keyof Values>(k: K, v: Values[K]) =>
    setValues((prev) => (prev ? { ...prev, [k]: v } : prev));
  const dirty =
    values !== null &&
    (values.address === NEW_ADDRESS ? Object.values(values.newAddress).some(Boolean) : false);

  return (
    <SectionCard title={t('idCard.formTitle')}>
      <QueryState query={people} emptyText="">
        {(list) => (
          <QueryState query={addresses} emptyText="">
            {(onFile) =>
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
                      label={t('idCard.people')}
                      people={list}
                      value={values}
                      errors={errors}
                      onChange={(chosen) =>
                        setValues((prev) => (prev ? { ...prev, ...chosen } : prev))
                      }
                    />
                    <NativeSelect
                      label={t('idCard.quantity')}
                      description={t('idCard.quantityHelp')}
                      w={{ base: '100%', xs: 200 }}
                      value={values.quantity}
                      error={errors.quantity}
                      onChange={(e) => set('quantity', e.currentTarget.value)}
                      data={['1', '2', '3', '4', '5']}
                    />
                    <Radio.Group
                      label={t('idCard.mailTo')}
                      withAsterisk
                      value={values.address}
                      onChange={(v) => set('address', v)}
                      error={errors.addressId}
                    >
                      <Stack gap="xs" mt="xs">
                        {onFile.map((a) => (
                          <Radio
                            key={a.addressId}
                            value={String(a.addressId)}
                            label={addressLine(a)}
                            description={t('idCard.onFile')}
                          />
                        ))}
                        <Radio value={NEW_ADDRESS} label={t('idCard.otherAddress')} />
                      </Stack>
                    </Radio.Group>
                    {values.address === NEW_ADDRESS && (
                      <AddressFields
                        legend={t('idCard.newAddress')}
                        value={values.newAddress}
                        onChange={(a) => set('newAddress', a)}
                        errors={addressErrorsOf(errors)}
                      />
                    )}
                    <Group>
                      <Button type="submit" loading={request.isPending}>
                        {t('idCard.submit')}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              )
            }
          </QueryState>
        )}
      </QueryState>
    </SectionCard>
  );
}
