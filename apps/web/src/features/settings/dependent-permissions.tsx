import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseholdMember } from '@bp/contract/api/members';
import { dependentsPermissionsUpdate } from '@bp/contract/api/household';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { useGrants, useHousehold, useUpdateGrant } from './use-household-access';

/** Age under which a dependent is visible to the employee without a grant (server: scope MINOR_AGE). */
const MINOR_AGE = 18;

/** True when a person born on `dob` (YYYY-MM-DD) is under 18 on `today`. */
export function isMinorOn(dob: string, today = new Date()): boolean {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  return (
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) <
    Date.UTC(y + MINOR_AGE, m - 1, d)
  );
}

/** Which access an employee has to a household member: granted, automatic (minor) or not granted. */
export function accessStateOf(
  p: Pick<HouseholdMember, 'accessGranted' | 'dateOfBirth'>,
  today = new Date(),
): 'minor' | 'granted' | 'notGranted' {
  if (isMinorOn(p.dateOfBirth, today)) return 'minor';
  return p.accessGranted ? 'granted' : 'notGranted';
}

const BADGE = { granted: 'teal.9', minor: 'blue.9', notGranted: 'gray.7' } as const;

/** For the employee: the household and whether each person's claims are visible to him/her (read-only). */
export function HouseholdAccessList() {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const query = useHousehold();
  return (
    <SectionCard title={t('permissions.householdTitle')}>
      <Text size="sm" mb="sm">
        {t('permissions.householdIntro')}
      </Text>
      <QueryState
        query={query}
        isEmpty={(d) => d.every((p) => p.dependentNumber === 0)}
        emptyText={t('permissions.noDependents')}
      >
        {(data) => (
          <DataTable label={t('permissions.householdTitle')} minWidth={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('permissions.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('permissions.columns.relationship')}</Table.Th>
                <Table.Th scope="col">{t('permissions.columns.dateOfBirth')}</Table.Th>
                <Table.Th scope="col">{t('permissions.columns.access')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data
                .filter((p) => p.dependentNumber !== 0)
                .map((p) => {
                  const state = accessStateOf(p);
                  return (
                    <Table.Tr key={p.dependentNumber}>
                      <Table.Th scope="row" fw={500}>{`${p.firstName} ${p.lastName}`}</Table.Th>
                      <Table.Td>
                        {t(`relationship.${p.relationship}`, { defaultValue: p.relationship })}
                      </Table.Td>
                      <Table.Td>{fmt.date(p.dateOfBirth)}</Table.Td>
                      <Table.Td>
                        <Badge variant="outline" color={BADGE[state]}>
                          {t(`permissions.state.${state}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}

/**
 * For an adult dependent: grant or withdraw the employee's access to his/her claims and documents.
 * An employee gets an empty list from the server (nobody else sees the employee's data): `emptyText` says so.
 * Staff viewing the portal as the dependent see the grants but cannot change them (a consent).
 */
export function GrantAccessPanel({ emptyText }: { emptyText?: string }) {
  const { t } = useTranslation(['settings', 'messages']);
  const grants = useGrants();
  const self = useHousehold();
  const update = useUpdateGrant();
  const [pending, setPending] = useState<{
    dependentNumber: number;
    accessGranted: boolean;
    name: string;
  } | null>(null);
  const minor =
    self.data?.some((p) => p.dependentNumber !== 0 && isMinorOn(p.dateOfBirth)) ?? false;

  const confirm = () => {
    if (!pending) return;
    const { dependentNumber, accessGranted, name } = pending;
    setPending(null);
    update.mutate(
      { dependentNumber, accessGranted },
      {
        onSuccess: () =>
          notify({
            text: t(accessGranted ? 'permissions.grantedNotice' : 'permissions.withdrawnNotice', {
              name,
            }),
            type: 'success',
          }),
        onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
      },
    );
  };

  return (
    <SectionCard title={t('permissions.grantTitle')}>
      <QueryState
        query={grants}
        isEmpty={(d) => d.length === 0}
        emptyText={emptyText ?? t('permissions.nothingToGrant')}
      >
        {(list) => (
          <Stack>
            <Text size="sm">
              {minor ? t('permissions.minorIntro') : t('permissions.grantIntro')}
            </Text>
            <ImpersonationGate def={dependentsPermissionsUpdate}>
              <Stack>
                {list.map((g) => {
                  const name = `${g.firstName} ${g.lastName}`;
                  return (
                    <Group key={g.dependentNumber} justify="space-between" wrap="wrap" gap="sm">
                      <div>
                        <Text fw={500}>{name}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`relationship.${g.relationship}`, { defaultValue: g.relationship })}
                        </Text>
                      </div>
                      <Group gap="sm">
                        <Badge
                          variant="outline"
                          color={g.accessGranted ? BADGE.granted : BADGE.notGranted}
                        >
                          {t(
                            g.accessGranted
                              ? 'permissions.state.granted'
                              : 'permissions.state.notGranted',
                          )}
                        </Badge>
                        {!minor && (
                          <Button
                            variant={g.accessGranted ? 'default' : 'filled'}
                            loading={update.isPending}
                            onClick={() =>
                              setPending({
                                dependentNumber: g.dependentNumber,
                                accessGranted: !g.accessGranted,
                                name,
                              })
                            }
                          >
                            {t(g.accessGranted ? 'permissions.withdraw' : 'permissions.grant')}
                          </Button>
                        )}
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            </ImpersonationGate>
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={pending !== null}
        title={t(
          pending?.accessGranted
            ? 'permissions.confirmGrantTitle'
            : 'permissions.confirmWithdrawTitle',
        )}
        content={t(
          pending?.accessGranted ? 'permissions.confirmGrant' : 'permissions.confirmWithdraw',
          { name: pending?.name ?? '' },
        )}
        okLabel={t(pending?.accessGranted ? 'permissions.grant' : 'permissions.withdraw')}
        destructive={pending?.accessGranted === false}
        withCloseButton
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </SectionCard>
  );
}
