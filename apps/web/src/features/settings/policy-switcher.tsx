import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Policy } from '@bp/contract/api/household';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { useFormat } from '../../ui/use-language';
import { loadInitialData } from '../../lib/initial-data';
import { roleOf, useSession } from '../../lib/session-store';
import { usePolicies, useSetActivePolicy } from './use-policies';

const keyOf = (p: Pick<Policy, 'groupNumber' | 'employeeNumber' | 'dependentNumber'>) =>
  `${p.groupNumber}.${p.employeeNumber}.${p.dependentNumber}`;

/**
 * The member's active policy, shown only when he/she has more than one (PoliciesByUser). Choosing
 * another sets it (SetActivePolicy), reloads the policies and every cached answer (spec §4).
 */
export function PolicySwitcher() {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const role = useSession(roleOf);
  const policies = usePolicies();
  const switchTo = useSetActivePolicy(() => {
    // The cached household (`individuals`) belongs to the previous policy too.
    if (role) void loadInitialData(role);
  });
  const list = policies.data ?? [];
  if (list.length < 2) return null;
  const selected = list.find((p) => p.selected) ?? list[0]!;
  const labelOf = (p: Policy) =>
    p.terminationDate
      ? t('policy.optionEnded', {
          group: p.groupName,
          number: p.groupNumber,
          date: fmt.date(p.terminationDate),
        })
      : t('policy.option', { group: p.groupName, number: p.groupNumber });

  return (
    <NativeSelect
      aria-label={t('policy.label')}
      size="xs"
      // As wide as the group's name up to 420 px (the drawer's width on a phone); where it is cut, the
      // whole name shows on hover (title) and in the list when opened.
      maw={420}
      styles={{ input: { fieldSizing: 'content', maxWidth: '100%' } }}
      title={labelOf(selected)}
      value={keyOf(selected)}
      disabled={switchTo.isPending}
      onChange={(e) => {
        const next = list.find((p) => keyOf(p) === e.currentTarget.value);
        if (!next || next.selected) return;
        switchTo.mutate(
          {
            groupNumber: next.groupNumber,
            employeeNumber: next.employeeNumber,
            dependentNumber: next.dependentNumber,
          },
          {
            onSuccess: () =>
              notify({ text: t('policy.switched', { group: next.groupName }), type: 'info' }),
            onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
          },
        );
      }}
      data={list.map((p) => ({ value: keyOf(p), label: labelOf(p) }))}
    />
  );
}
