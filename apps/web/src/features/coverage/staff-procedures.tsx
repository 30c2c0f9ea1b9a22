import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { ProcedureLookupPanel } from './procedure-lookup';

const MAX_INT = 2_147_483_647;

/** The plan years offered: this year, the two before it and the next one. */
export function planYearChoices(today = new Date()): number[] {
  const y = today.getFullYear();
  return [y + 1, y, y - 1, y - 2];
}

/**
 * Staff procedure codes (ProcedureCodes): choose a group (and plan year), then search codes and see how
 * the group's plans cover one (Procedure/Search, Procedure, ProcedureAdvanced).
 */
export function StaffProcedures() {
  const { t } = useTranslation(['admin-options', 'messages']);
  const years = planYearChoices();
  const [groupText, setGroupText] = useState('');
  const [yearText, setYearText] = useState(String(years[1]));
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<{ groupNumber: number; year: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = groupText.trim();
    const key = !text
      ? 'required'
      : !/^\d+$/.test(text) || Number(text) > MAX_INT
        ? 'numeric'
        : undefined;
    if (key) {
      setError(t(`messages:${key}`));
      focusFirstInvalid(formRef.current);
      return;
    }
    setError(undefined);
    setChosen({ groupNumber: Number(text), year: Number(yearText) });
  };

  return (
    <Stack>
      <SectionCard title={t('procedures.groupTitle')}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('procedures.groupHelp')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('procedures.groupNumber')}
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                value={groupText}
                error={error}
                onChange={(e) => {
                  setGroupText(e.currentTarget.value);
                  setError(undefined);
                }}
              />
              <NativeSelect
                label={t('procedures.planYear')}
                value={yearText}
                data={years.map((y) => String(y))}
                onChange={(e) => setYearText(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit">{t('procedures.choose')}</Button>
            </Group>
          </Stack>
        </form>
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
