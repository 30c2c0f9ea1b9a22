import { Button, Group, Stack, Table } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { validationOf } from '../lib/validate';
import { DataTable } from './data-table';
import { notify } from './notify';
import { QueryState } from './query-state';
import { SectionCard } from './section-card';
import {
  ContractForm,
  useContractForm,
  type ContractFormState,
  type FieldErrors,
} from './use-contract-form';
import { FormError } from './form-error';

/** Which row the form edits (undefined: a new one), for the screen's own actions (a delete, say). */
export interface AdminEditing<Row> {
  editing: Row | undefined;
  edit: (row: Row | undefined) => void;
}

/** A save call: a TanStack mutation's `mutate` and `isPending` fit. */
export interface AdminSave<Request> {
  mutate: (
    request: Request,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

export interface AdminListFormTexts<Row> {
  newTitle: string;
  editTitle: string;
  /** The form's accessible name (none: the form has no name). */
  formLabel?: string;
  save: string;
  cancel: string;
  /** Shown once a save succeeded. */
  saved: string;
  listTitle: string;
  empty: string;
  /** Header of the actions column, and the text and accessible name of a row's edit button. */
  actions: string;
  edit: string;
  editLabel: (row: Row) => string;
}

export interface AdminListFormSectionProps<Row, V extends object, Request> {
  texts: AdminListFormTexts<Row>;
  /** The rows listed (a query: loading, error and empty states are shown). */
  rows: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: Row[] | undefined;
    refetch: () => unknown;
  };
  rowKey: (row: Row) => string | number;
  /** Column headers, then each row's cells (<Table.Td>), before the actions column. */
  columns: readonly ReactNode[];
  cells: (row: Row) => ReactNode;
  /** Buttons after a row's edit button. */
  rowActions?: (row: Row, editing: AdminEditing<Row>) => ReactNode;
  minWidth: number;
  /** The form's values: a new row's, and a row's being edited. */
  empty: V;
  valuesOf: (row: Row) => V;
  /** The form's checks: message keys by field (`required`, or `ns:key`); none when the values may be sent. */
  check: (values: V) => FieldErrors;
  /** The save call's request made of the checked values (and the row edited). */
  requestOf: (values: V, editing: Row | undefined) => Request;
  save: AdminSave<Request>;
  /** A failed save's server field path → the form's field (default: the path when it names a field). */
  fieldOf?: (path: string) => string | undefined;
  /** The form's fields. */
  fields: (form: ContractFormState<V>) => ReactNode;
  formWidth: number;
  /** Shown below the list (panels, dialogs). */
  after?: (editing: AdminEditing<Row>) => ReactNode;
  /** Inside the list's card: above the rows (a search) and below them (a pager). */
  listHeader?: ReactNode;
  listFooter?: ReactNode;
  /** The empty list's text when it differs from `texts.empty` (nothing matches a search). */
  emptyText?: string;
  /** The table's name (default `texts.listTitle`): a paged list names its page, unlike its section. */
  tableLabel?: string;
  /** A read-only holder: the list alone, with no form and no actions column. */
  readOnly?: boolean;
}

/**
 * An admin screen's list and form: the form (a new row, or the row whose Edit was pressed) above the
 * list of rows, each with its edit button. The form checks its values, saves, tells so and starts anew;
 * a refused save shows its field errors on the fields (the focus on the first) or its text above them.
 */
export function AdminListFormSection<Row, V extends object, Request>(
  props: AdminListFormSectionProps<Row, V, Request>,
) {
  const { texts, rows, rowKey, columns, cells, rowActions, minWidth, after } = props;
  const { listHeader, listFooter, emptyText, tableLabel, readOnly = false } = props;
  const [editing, edit] = useState<Row>();
  const control: AdminEditing<Row> = { editing, edit };
  return (
    <Stack>
      {!readOnly && (
        <AdminForm
          key={editing === undefined ? 'new' : rowKey(editing)}
          {...props}
          editing={editing}
          onDone={() => edit(undefined)}
        />
      )}
      <SectionCard title={texts.listTitle}>
        <Stack gap="sm">
          {listHeader}
          <QueryState
            query={rows}
            isEmpty={(d) => d.length === 0}
            emptyText={emptyText ?? texts.empty}
          >
            {(list) => (
              <DataTable label={tableLabel ?? texts.listTitle} minWidth={minWidth}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c, i) => (
                      <Table.Th key={i}>{c}</Table.Th>
                    ))}
                    {!readOnly && <Table.Th>{texts.actions}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((row) => {
                    const editButton = (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={texts.editLabel(row)}
                        onClick={() => edit(row)}
                      >
                        {texts.edit}
                      </Button>
                    );
                    return (
                      <Table.Tr key={rowKey(row)}>
                        {cells(row)}
                        {!readOnly && (
                          <Table.Td>
                            {rowActions ? (
                              <Group gap="xs" wrap="nowrap">
                                {editButton}
                                {rowActions(row, control)}
                              </Group>
                            ) : (
                              editButton
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </DataTable>
            )}
          </QueryState>
          {listFooter}
        </Stack>
      </SectionCard>
      {after?.(control)}
    </Stack>
  );
}

function AdminForm<Row, V extends object, Request>({
  texts,
  empty,
  valuesOf,
  check,
  requestOf,
  save,
  fieldOf,
  fields,
  formWidth,
  editing,
  onDone,
}: AdminListFormSectionProps<Row, V, Request> & { editing: Row | undefined; onDone: () => void }) {
  const form = useContractForm({
    initial: () => (editing === undefined ? empty : valuesOf(editing)),
    validate: (values: V) => validationOf(check(values), values),
    onValid: (_, values) =>
      save.mutate(requestOf(values, editing), {
        onSuccess: () => {
          form.reset(empty);
          notify({ text: texts.saved, type: 'success' });
          onDone();
        },
        onError: (error) => form.fail(error),
      }),
    ...(fieldOf ? { fieldOf } : {}),
    // These screens never asked before leaving; the list below keeps what was saved.
    guard: false,
  });
  return (
    <SectionCard title={editing === undefined ? texts.newTitle : texts.editTitle}>
      <ContractForm form={form} aria-label={texts.formLabel}>
        <Stack maw={formWidth}>
          <FormError text={form.formError} />
          {fields(form)}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {texts.save}
            </Button>
            {editing !== undefined && (
              <Button variant="default" onClick={onDone}>
                {texts.cancel}
              </Button>
            )}
          </Group>
        </Stack>
      </ContractForm>
    </SectionCard>
  );
}
