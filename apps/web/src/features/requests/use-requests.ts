import { useMutation, useQuery } from '@tanstack/react-query';
import { cardAddresses } from '@bp/contract/api/cards';
import {
  automatedCardIdRequest,
  certificateOfCoverage,
} from '@bp/contract/api/conversation-requests';
import { memberProfileGet, type Member } from '@bp/contract/api/members';
import type { CoverageTypeCode } from '@bp/contract/reference/coverage';
import type { EndpointBodyInput } from '@bp/contract';
import { callApi } from '../../lib/api';

/** A household member a request can be made for: the caller and the people whose records he/she may see. */
export interface RequestPerson {
  dependentNumber: number;
  name: string;
  coverageTypes: CoverageTypeCode[];
}

/** The people of Member/Profile the caller may see, with their active coverages. */
export function requestPeopleOf(profile: {
  empdep: Member;
  dependents: Member[];
}): RequestPerson[] {
  return [profile.empdep, ...profile.dependents.filter((d) => d.accessGranted)].map((m) => ({
    dependentNumber: m.dependentNumber,
    name: `${m.firstName} ${m.lastName}`,
    coverageTypes: [...new Set(m.coverages.filter((c) => c.active).map((c) => c.coverageType))],
  }));
}

/** The coverage types held by at least one of the chosen people, in the order of `order`. */
export function coveragesOfChosen(
  people: RequestPerson[],
  chosen: number[],
  order: readonly CoverageTypeCode[],
): CoverageTypeCode[] {
  const held = new Set(
    people.filter((p) => chosen.includes(p.dependentNumber)).flatMap((p) => p.coverageTypes),
  );
  return order.filter((c) => held.has(c));
}

/** GET Member/Profile reduced to the people a request can name. */
export function useRequestPeople() {
  return useQuery({
    queryKey: ['member', 'profile'],
    queryFn: ({ signal }) => callApi(memberProfileGet, { signal }),
    select: requestPeopleOf,
  });
}

/** GET CardID/Addresses: the household's addresses on file an ID card can be mailed to. */
export function useCardAddresses() {
  return useQuery({
    queryKey: ['cardId', 'addresses'],
    queryFn: ({ signal }) => callApi(cardAddresses, { signal }),
  });
}

export type IdCardRequestBody = EndpointBodyInput<typeof automatedCardIdRequest>;

/** POST Conversations/AutomatedCardIDRequest. */
export function useRequestIdCard() {
  return useMutation({
    mutationFn: (body: IdCardRequestBody) => callApi(automatedCardIdRequest, { query: {}, body }),
  });
}

export type CertificateRequestBody = EndpointBodyInput<typeof certificateOfCoverage>;

/** POST Conversations/CertificateOfCoverage. */
export function useRequestCertificate() {
  return useMutation({
    mutationFn: (body: CertificateRequestBody) => callApi(certificateOfCoverage, { body }),
  });
}
