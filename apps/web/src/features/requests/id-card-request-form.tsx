import { Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { automatedCardIdRequest } from '@bp/contract/api/conversation-requests';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm } from '../../ui/use-contract-form';
import {
  AddressFields,
  addressBody,
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
  type CardAddress,
  type RequestPerson,
} from './use-requests';
import { useRequestForm } from './use-request-form';
import { FormError } from '../../ui/form-error';

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
  const { t } = useTranslation('settings');
  const people = useRequestPeople(memberId);
  const addresses = useCardAddresses(memberId);
  const [done, setDone] = useState<number | null>(null);

  if (done !== null)
    return (
      <RequestConfirmation
        messageCenterPath={messageCenterPath}
        mailNote={memberId === undefined}
        title={t('requests.sentTitle')}
        text={t('idCard.sent', { id: done })}
        onAgain={() => setDone(null)}
      />
    );

  return (
    <SectionCard title={t('idCard.formTitle')}>
      <QueryState query={people} emptyText="">
        {(list) => (
          <QueryState query={addresses} emptyText="">
            {(onFile) => (
              <IdCardFields people={list} onFile={onFile} memberId={memberId} onDone={setDone} />
            )}
          </QueryState>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The ID card request's form, for the household's people and the addresses on file. */
function IdCardFields({
  people,
  onFile,
  memberId,
  onDone,
}: {
  people: RequestPerson[];
  onFile: CardAddress[];
  memberId: string | undefined;
  onDone: (conversationId: number) => void;
}) {
  const { t } = useTranslation(['settings', 'messages']);
  const request = useRequestIdCard(memberId);
  const form = useRequestForm({
    initial: () => initialValues(people, onFile[0]?.addressId),
    schema: automatedCardIdRequest.body,
    body: (values: Values) => ({
      dependentNumbers: values.people.map(Number),
      coverageTypes: chosenCoverages(people, values),
      quantity: Number(values.quantity),
      ...(values.address === NEW_ADDRESS
        ? { mailingAddress: addressBody(values.newAddress) }
        : { addressId: Number(values.address) }),
    }),
    mutation: request,
    isDirty: (v) => v.address === NEW_ADDRESS && Object.values(v.newAddress).some(Boolean),
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
          label={t('idCard.people')}
          people={people}
          value={values}
          errorOf={errorOf}
          onChange={patch}
        />
        <NativeSelect
          label={t('idCard.quantity')}
          description={t('idCard.quantityHelp')}
          w={{ base: '100%', xs: 200 }}
          value={values.quantity}
          error={errorOf('quantity')}
          onChange={(e) => patch({ quantity: e.currentTarget.value })}
          data={['1', '2', '3', '4', '5']}
        />
        <Radio.Group
          label={t('idCard.mailTo')}
          withAsterisk
          value={values.address}
          onChange={(v) => patch({ address: v })}
          error={errorOf('addressId')}
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
            onChange={(a) => patch({ newAddress: a })}
            errorOf={(f) => errorOf(`mailingAddress.${f}`)}
          />
        )}
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('idCard.submit')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
