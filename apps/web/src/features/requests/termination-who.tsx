import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import type { Member } from '@bp/contract/api/members';
import { useTranslation } from 'react-i18next';
import type { TerminationValues } from './termination-rules';

/**
 * Whose coverage ends: an employee with dependents chooses the whole household or chosen dependents;
 * otherwise the member alone (named).
 */
export function TerminationWho({
  member,
  dependents,
  values,
  set,
  error,
}: {
  member: Member;
  dependents: readonly Member[];
  values: Pick<TerminationValues, 'scope' | 'dependents'>;
  set: <K extends 'scope' | 'dependents'>(k: K, v: TerminationValues[K]) => void;
  /** The translated error of the chosen dependents. */
  error: string | undefined;
}) {
  const { t } = useTranslation('admin-profile');
  const employee = member.dependentNumber === 0;
  return (
    <>
      {employee && dependents.length > 0 ? (
        <Radio.Group
          label={t('termination.scope')}
          withAsterisk
          value={values.scope}
          onChange={(v) => set('scope', v === 'selected' ? 'selected' : 'household')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="household" label={t('termination.household')} />
            <Radio value="selected" label={t('termination.selected')} />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">
          {t(employee ? 'termination.onlyEmployee' : 'termination.onlyDependent', {
            name: `${member.firstName} ${member.lastName}`,
          })}
        </Text>
      )}
      {employee && values.scope === 'selected' && (
        <Checkbox.Group
          label={t('termination.dependents')}
          withAsterisk
          value={values.dependents}
          onChange={(v) => set('dependents', v)}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {dependents.map((d) => (
              <Checkbox
                key={d.dependentNumber}
                value={String(d.dependentNumber)}
                label={`${d.firstName} ${d.lastName}`}
                aria-invalid={error ? true : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </>
  );
}
