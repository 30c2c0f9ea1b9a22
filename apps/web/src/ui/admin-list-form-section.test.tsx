import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Table, TextInput } from '@mantine/core';
import { loadAllTranslations } from '../i18n';
import { ApiError } from '../lib/api';
import { renderSignedIn } from '../test/render';
import { AdminListFormSection, type AdminSave } from './admin-list-form-section';

interface Row {
  id: number;
  name: string;
}
type Request = { id?: number; Name: string };

const ROWS: Row[] = [
  { id: 1, name: 'First' },
  { id: 2, name: 'Second' },
];

function Screen({ save, readOnly }: { save: AdminSave<Request>; readOnly?: boolean }) {
  return (
    <AdminListFormSection<Row, { name: string }, Request>
      readOnly={readOnly ?? false}
      texts={{
        newTitle: 'New row',
        editTitle: 'Edit row',
        formLabel: 'Row form',
        save: 'Save row',
        cancel: 'Cancel',
        saved: 'Saved',
        listTitle: 'Rows',
        empty: 'No rows',
        actions: 'Actions',
        edit: 'Edit',
        editLabel: (r) => `Edit ${r.name}`,
      }}
      rows={{ isPending: false, isError: false, error: null, data: ROWS, refetch: () => undefined }}
      rowKey={(r) => r.id}
      columns={['Name']}
      cells={(r) => <Table.Td>{r.name}</Table.Td>}
      minWidth={400}
      empty={{ name: '' }}
      valuesOf={(r) => ({ name: r.name })}
      check={(v): Record<string, string> => (v.name.trim() ? {} : { name: 'required' })}
      requestOf={(v, editing) => ({ ...(editing ? { id: editing.id } : {}), Name: v.name })}
      save={save}
      fieldOf={(path) => (path === 'Name' ? 'name' : undefined)}
      formWidth={400}
      fields={({ values, set, errorOf }) => (
        <TextInput
          label="Name"
          value={values.name}
          error={errorOf('name')}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
      )}
    />
  );
}

const noReply = () => ({ status: 500 });
const refusal = (fields?: Record<string, string>) =>
  new ApiError(400, {
    error: 'invalid_request',
    error_description: 'validationFailed',
    ...(fields ? { fields } : {}),
  });

describe('AdminListFormSection', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('read-only: the rows alone, no form and no actions column', () => {
    renderSignedIn(<Screen save={{ mutate: vi.fn(), isPending: false }} readOnly />, noReply);
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Row form' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Second' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('lists the rows; Edit fills the form with the row, Cancel goes back to a new one', async () => {
    renderSignedIn(<Screen save={{ mutate: vi.fn(), isPending: false }} />, noReply);
    expect(screen.getByText('Second')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Second' }));
    expect(await screen.findByText('Edit row')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('New row')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('refuses what its checks refuse: the error on the field, the focus on it, no save', async () => {
    const mutate = vi.fn();
    renderSignedIn(<Screen save={{ mutate, isPending: false }} />, noReply);
    fireEvent.click(screen.getByRole('button', { name: 'Save row' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves the edited row, then starts a new one', async () => {
    const mutate = vi.fn<AdminSave<Request>['mutate']>((_, on) => on.onSuccess());
    renderSignedIn(<Screen save={{ mutate, isPending: false }} />, noReply);
    fireEvent.click(screen.getByRole('button', { name: 'Edit First' }));
    await screen.findByText('Edit row');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save row' }));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(mutate.mock.calls[0]![0]).toEqual({ id: 1, Name: 'Renamed' });
    expect(await screen.findByText('New row')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('shows a refused save on its field (server path mapped) or above the form', async () => {
    let failure: unknown = refusal({ Name: 'required' });
    const mutate = vi.fn<AdminSave<Request>['mutate']>((_, on) => on.onError(failure));
    renderSignedIn(<Screen save={{ mutate, isPending: false }} />, noReply);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save row' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    failure = refusal();
    fireEvent.click(screen.getByRole('button', { name: 'Save row' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
