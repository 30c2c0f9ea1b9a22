import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { AppLink } from '../../ui/app-link';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  CallAboutSection,
  CallCallerSection,
  CallFollowUpSection,
  CallKeysSection,
} from './call-form-sections';
import { EMPTY_CALL_FORM, validateCallForm, type CallFormValues } from './calltrack-rules';
import { useCallTrackOptions, useSaveCall } from './use-calltrack';

/**
 * Log a new call (CallTrack/create) or change a logged one (`callNo`, CallTrack/Update): the caller, the
 * member it concerns, from/regard keys (dependent levels), status, due date, notes for the operator and
 * for the call, and the open/closed window. A closed call is shown read-only. `onSaved` gets the number.
 */
export function CallForm({
  callNo,
  initial = EMPTY_CALL_FORM,
  readOnly = false,
  onSaved,
  searchPath,
  newCallPath,
}: {
  callNo?: number;
  initial?: CallFormValues;
  readOnly?: boolean;
  onSaved: (callNo: number) => void;
  searchPath: string;
  newCallPath: string;
}) {
  const { t } = useTranslation(['admin-options', 'messages', 'common']);
  const options = useCallTrackOptions();
  const opts = options.data ?? { fromOptions: [], regardOptions: [], statuses: [], operators: [] };
  const save = useSaveCall();
  const closedOnServer = save.error instanceof ApiError && save.error.status === 409;
  const locked = readOnly || closedOnServer;
  const form = useContractForm({
    initial,
    validate: (v: CallFormValues) => validateCallForm(v, callNo),
    onValid: (body) =>
      save.mutate(body, {
        // The guard lets go first, then `onSaved` navigates.
        onSuccess: (saved) => form.leave(() => onSaved(saved)),
        onError: (error) => form.fail(error),
      }),
  });
  const statuses = opts.statuses.length
    ? opts.statuses
    : [{ key: form.values.status, description: form.values.status }];

  return (
    <ContractForm form={form}>
      <Stack>
        {locked && (
          <Alert color="blue" variant="light" role="status" title={t('calls.closedTitle')}>
            {t('calls.closedText')} <AppLink to={newCallPath}>{t('calls.followUp')}</AppLink>
          </Alert>
        )}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            <CallCallerSection form={form} callNo={callNo} />
            <CallAboutSection form={form} />
            <CallKeysSection
              form={form}
              fromOptions={opts.fromOptions}
              regardOptions={opts.regardOptions}
            />
            <CallFollowUpSection form={form} statuses={statuses} />
          </Stack>
        </fieldset>
        {form.formError && !closedOnServer && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <Group>
          {!locked && (
            <Button type="submit" loading={save.isPending}>
              {t(callNo ? 'calls.saveChanges' : 'calls.saveCall')}
            </Button>
          )}
          <AppLink to={searchPath}>{t('calls.backToSearch')}</AppLink>
        </Group>
      </Stack>
    </ContractForm>
  );
}
