import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardAddresses, cardAddressesByMemberId } from '@bp/contract/api/cards';
import {
  automatedCardIdRequest,
  certificateOfCoverage,
  locationChangeRequest,
  updateContactInformation,
} from '@bp/contract/api/conversation-requests';
import { terminationCreate } from '@bp/contract/api/enrollments';
import { memberProfileAdmin, memberProfileGet, type Member } from '@bp/contract/api/members';
import type { CoverageTypeCode } from '@bp/contract/reference/coverage';
import type { EndpointBodyInput, EndpointResponse } from '@bp/contract';
import { callApi } from '../../lib/api';

/** A household member a request can be made for: the caller and the people whose records he/she may see. */
export interface RequestPerson {
  dependentNumber: number;
  name: string;
  coverageTypes: CoverageTypeCode[];
}

/**
 * The people of Member/Profile the caller may see, with their active coverages. Staff act for the whole
 * household (`everyone`): the household's sharing choices are between its members.
 */
export function requestPeopleOf(
  profile: { empdep: Member; dependents: Member[] },
  everyone = false,
): RequestPerson[] {
  return [profile.empdep, ...profile.dependents.filter((d) => everyone || d.accessGranted)].map(
    (m) => ({
      dependentNumber: m.dependentNumber,
      name: `${m.firstName} ${m.lastName}`,
      coverageTypes: [...new Set(m.coverages.filter((c) => c.active).map((c) => c.coverageType))],
    }),
  );
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

/**
 * GET Member/Profile reduced to the people a request can name; staff (`memberId`) read the member's
 * household through Member/Profile/Admin.
 */
export function useRequestPeople(memberId?: string) {
  return useQuery({
    queryKey: memberId ? ['members', 'profileAdmin', memberId] : ['member', 'profile'],
    queryFn: ({ signal }) =>
      memberId
        ? callApi(memberProfileAdmin, { query: { memberId }, signal })
        : callApi(memberProfileGet, { signal }),
    select: (p) => requestPeopleOf(p, memberId !== undefined),
  });
}

/** An address on file a card can be mailed to. */
export type CardAddress = EndpointResponse<typeof cardAddresses>[number];

/** GET CardID/Addresses (staff: AddressesByMemberId): the addresses on file an ID card can be mailed to. */
export function useCardAddresses(memberId?: string) {
  return useQuery({
    queryKey: ['cardId', 'addresses', memberId ?? null],
    queryFn: ({ signal }) =>
      memberId
        ? callApi(cardAddressesByMemberId, { query: { memberId }, signal })
        : callApi(cardAddresses, { signal }),
  });
}

export type IdCardRequestBody = EndpointBodyInput<typeof automatedCardIdRequest>;

/** POST Conversations/AutomatedCardIDRequest (staff name the member in the query). */
export function useRequestIdCard(memberId?: string) {
  return useMutation({
    mutationFn: (body: IdCardRequestBody) =>
      callApi(automatedCardIdRequest, { query: memberId ? { memberId } : {}, body }),
  });
}

export type CertificateRequestBody = EndpointBodyInput<typeof certificateOfCoverage>;

/** POST Conversations/CertificateOfCoverage. */
export function useRequestCertificate() {
  return useMutation({
    mutationFn: (body: CertificateRequestBody) => callApi(certificateOfCoverage, { body }),
  });
}

/** POST Terminations/Create: a termination request, filed as a conversation (staff lists read again). */
export function useRequestTermination() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof terminationCreate>) =>
      callApi(terminationCreate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['terminations'] }),
  });
}

/** POST Conversations/LocationChangeRequest: move the employee to another location (division). */
export function useRequestLocationChange() {
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof locationChangeRequest>) =>
      callApi(locationChangeRequest, { body }),
  });
}

/** POST Conversations/UpdateContactInformation: a change of address, phones or e-mail. */
export function useRequestContactUpdate() {
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof updateContactInformation>) =>
      callApi(updateContactInformation, { body }),
  });
}
