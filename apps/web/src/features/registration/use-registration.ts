import { useMutation } from '@tanstack/react-query';
import { registerMember, registerProvider } from '@bp/contract/api/account-settings';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { groupRegisterEligibility } from '@bp/contract/api/groups';
import { callApi } from '../../lib/api';

export interface Identity {
  groupNumber: string;
  memberId: string;
  firstName: string;
  lastName: string;
  zipCode: string;
  /** MM/dd/yyyy as typed. */
  dateOfBirth: string;
}

/** GET Groups/GetGroupRegisterEligibility: does the identity match a member who may register here. */
export function useEligibility() {
  return useMutation({
    mutationFn: (v: Identity) =>
      callApi(groupRegisterEligibility, {
        query: {
          groupNumber: Number(v.groupNumber),
          memberId: v.memberId.trim(),
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          zipCode: v.zipCode.trim(),
          dob: v.dateOfBirth.trim(),
        },
      }),
  });
}

/** POST Account/Register: the account of a matched member. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof registerMember>) =>
      callApi(registerMember, { body }),
  });
}

/** POST Account/RegisterProvider: a provider office's account (providerNotFound when NPI and tax id match no provider). */
export function useRegisterProvider() {
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof registerProvider>) =>
      callApi(registerProvider, { body }),
  });
}
