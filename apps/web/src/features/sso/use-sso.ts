import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  hcbbSso,
  healthAccountsSso,
  ssoPartners,
  talonSso,
  type SsoLaunch,
  type SsoPartner,
} from '@bp/contract/api/sso';
import { callApi } from '../../lib/api';

const LAUNCHERS = { healthAccounts: healthAccountsSso, hcbb: hcbbSso, talon: talonSso } as const;

/** GET sso/Partners: the partner sites offered to the signed-in member. */
export function useSsoPartners() {
  return useQuery(ssoPartnersQuery());
}

/** The query of `useSsoPartners`. */
export function ssoPartnersQuery() {
  return queryOptions({
    queryKey: ['sso', 'partners'],
    queryFn: ({ signal }) => callApi(ssoPartners, { signal }),
  });
}

/**
 * Sends the browser to the partner in the window `target` (opened by the click): a POST launch becomes an
 * auto-submitted form with the signed assertion in its fields, so nothing travels in the URL.
 */
export function submitLaunch(launch: SsoLaunch, target: string): void {
  const form = document.createElement('form');
  form.method = launch.method.toLowerCase();
  form.action = launch.url;
  form.target = target;
  form.hidden = true;
  for (const [name, value] of Object.entries(launch.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/**
 * One partner sign-in: the new tab is opened on the click itself (so no popup blocker stops it), cut off
 * from this page (no opener), then the assertion fetched and posted into it. On failure the tab closes.
 */
export function useSsoLaunch() {
  return useMutation({
    mutationFn: async (partner: SsoPartner) => {
      const target = `sso-${partner}-${Date.now()}`;
      const tab = window.open('about:blank', target);
      if (tab) tab.opener = null;
      try {
        const launch = await callApi(LAUNCHERS[partner]);
        submitLaunch(launch, tab ? target : '_blank');
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
