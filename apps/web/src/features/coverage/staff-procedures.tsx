import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationOf, type Validation } from '../../lib/validate';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { ProcedureLookupPanel } from './procedure-lookup';

const MAX_INT = 2_147_483_647;

/** The plan years offered: this year, the two before it and the next one. */
export function planYearChoices(today = new Date()): number[] {
  const y = today.getFullYear();
  return [y + 1, y, y - 1, y - 2];
}

/** The group number typed (required, a whole number) and the plan year chosen. */
function chosenGroup(v: {
  groupText: string;
  yearText: string;
}): Validation<{ groupNumber: number; year: number }> {
  const text = v.groupText.trim();
  const key = !text
    ? 'required'
    : !/^\d+$/.test(text) || Number(text) > MAX_INT
      ? 'numeric'
      : undefined;
  return validationOf({ groupText: key }, { groupNumber: Number(text), year: Number(v.yearText) });
}

/**
 * Staff procedure codes (ProcedureCodes): choose a group (and plan year), then search codes and see how
 * the group's plans cover one (Procedure/Search, Procedure, ProcedureAdvanced).
 */
export function StaffProcedures() {
  const { t } = useTranslation(['admin-options', 'messages']);
  const years = planYearChoices();
  const [chosen, setChosen] = useState<{ groupNumber: number; year: number } | null>(null);
  const form = useContractForm({
    initial: { groupText: '', yearText: String(years[1]) },
    validate: chosenGroup,
    guard: false,
    onValid: setChosen,
  });

  return (
    <Stack>
      <SectionCard title={t('procedures.groupTitle')}>
        <ContractForm form={form}>
          <Stack>
            <Text size="sm">{t('procedures.groupHelp')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('procedures.groupNumber')}
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                value={form.values.groupText}
                error={form.errorOf('groupText')}
                onChange={(e) => form.set('groupText', e.currentTarget.value)}
              />
              <NativeSelect
                label={t('procedures.planYear')}
                value={form.values.yearText}
                data={years.map((y) => String(y))}
                onChange={(e) => form.set('yearText', e.currentTarget.value)}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit">{t('procedures.choose')}</Button>
            </Group>
          </Stack>
        </ContractForm>
      </SectionCard>
      {chosen && (
        <ProcedureLookupPanel
          key={`${chosen.groupNumber}-${chosen.year}`}
          groupNumber={chosen.groupNumber}
          year={chosen.year}
          intro={t('procedures.lookupIntro', { group: chosen.groupNumber, year: chosen.year })}
        />
      )}
    </Stack>
  );
}
