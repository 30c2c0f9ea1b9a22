import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverageTypeCode } from '@bp/contract/reference/coverage';
import { AppLink } from '../../ui/app-link';
import { coveragesOfChosen, type RequestPerson } from './use-requests';

/** Coverage types an ID card or a certificate can be asked for, in display order. */
export const CARD_COVERAGES: readonly CoverageTypeCode[] = ['MED', 'DEN', 'VIS', 'RX'];

/** Check boxes of the household members the request is for. */
function PeoplePicker({
  people,
  value,
  onChange,
  error,
  label,
}: {
  people: RequestPerson[];
  value: string[];
  onChange: (v: string[]) => void;
  error?: string | undefined;
  label: string;
}) {
  return (
    <Checkbox.Group label={label} withAsterisk value={value} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {people.map((p) => (
          <Checkbox key={p.dependentNumber} value={String(p.dependentNumber)} label={p.name} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Check boxes of the coverage types the chosen people hold. */
function CoveragePicker({
  options,
  value,
  onChange,
  error,
}: {
  options: CoverageTypeCode[];
  value: string[];
  onChange: (v: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('settings');
  return (
    <Checkbox.Group
      label={t('requests.coverageTypes')}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
    >
      {options.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('requests.noCoverage')}
        </Text>
      ) : (
        <Group gap="md" mt="xs">
          {options.map((c) => (
            <Checkbox key={c} value={c} label={t(`coverage.${c}`)} />
          ))}
        </Group>
      )}
    </Checkbox.Group>
  );
}

/** The chosen coverages among those the chosen people hold, in the order they were ticked. */
export function chosenCoverages(
  people: RequestPerson[],
  value: { people: string[]; coverages: string[] },
): CoverageTypeCode[] {
  const options = coveragesOfChosen(people, value.people.map(Number), CARD_COVERAGES);
  return value.coverages.flatMap((c) => options.filter((o) => o === c));
}

/**
 * Who a card or certificate request is for and which of their coverages; choosing people drops the
 * coverages none of them hold. `errorOf` gives a field's translated error.
 */
export function PeopleAndCoverages({
  label,
  people,
  value,
  onChange,
  errorOf,
}: {
  label: string;
  people: RequestPerson[];
  value: { people: string[]; coverages: string[] };
  onChange: (next: { people: string[]; coverages: string[] }) => void;
  errorOf: (path: string) => string | undefined;
}) {
  return (
    <>
      <PeoplePicker
        label={label}
        people={people}
        value={value.people}
        error={errorOf('dependentNumbers')}
        onChange={(chosen) => {
          const options = coveragesOfChosen(people, chosen.map(Number), CARD_COVERAGES);
          onChange({
            people: chosen,
            coverages: value.coverages.filter((c) => options.some((o) => o === c)),
          });
        }}
      />
      <CoveragePicker
        options={coveragesOfChosen(people, value.people.map(Number), CARD_COVERAGES)}
        value={value.coverages}
        error={errorOf('coverageTypes')}
        onChange={(coverages) => onChange({ people: value.people, coverages })}
      />
    </>
  );
}

/**
 * The confirmation shown once a request was filed, with its number and (when the portal has one) the
 * way to the message center where the request's conversation can be followed.
 */
export function RequestConfirmation({
  title,
  text,
  onAgain,
  messageCenterPath,
  mailNote = true,
}: {
  title: string;
  text: string;
  onAgain: () => void;
  messageCenterPath?: string | undefined;
  /** "We also sent you a confirmation e-mail" (the member's own request only). */
  mailNote?: boolean;
}) {
  const { t } = useTranslation('settings');
  const box = useRef<HTMLDivElement>(null);
  // The form the member was in is gone: the focus moves to the confirmation that replaced it.
  useEffect(() => box.current?.focus(), []);
  return (
    <Alert ref={box} tabIndex={-1} color="teal" variant="light" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <Text size="sm">
          {mailNote && t('requests.mailSent')}
          {messageCenterPath && (
            <>
              {' '}
              {t('requests.followUp')}{' '}
              <AppLink to={messageCenterPath}>{t('requests.messageCenter')}</AppLink>.
            </>
          )}
        </Text>
        <Group>
          <Button variant="default" onClick={onAgain}>
            {t('requests.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
