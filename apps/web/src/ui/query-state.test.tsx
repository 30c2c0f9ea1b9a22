import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loadAllTranslations } from '../i18n';
import { ApiError } from '../lib/api';
import { QueryState } from './query-state';

beforeAll(async () => {
  await loadAllTranslations();
});

type Query = Parameters<typeof QueryState<string[]>>[0]['query'];
const pending: Query = {
  isPending: true,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
};
const loaded = (data: string[]): Query => ({ ...pending, isPending: false, data });

function ui(query: Query, defer: boolean) {
  return (
    <MantineProvider>
      <QueryState query={query} defer={defer} isEmpty={(d) => d.length === 0} emptyText="None">
        {(d) => <p>{d.join(', ')}</p>}
      </QueryState>
    </MantineProvider>
  );
}

describe.each([false, true])('QueryState (defer: %s)', (defer) => {
  it('shows the loader, then the data, then newer data, and the empty text', async () => {
    const { rerender } = render(ui(pending, defer));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    rerender(ui(loaded(['a', 'b']), defer));
    expect(await screen.findByText('a, b')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(ui(loaded(['c']), defer));
    expect(await screen.findByText('c')).toBeTruthy();
    rerender(ui(loaded([]), defer));
    expect(await screen.findByText('None')).toBeTruthy();
  });

  it('shows the error of a failed query, also over data it had', async () => {
    const error = new ApiError(500, {
      error: 'x',
      error_description: 'benefitsUnavailable',
    });
    const { rerender } = render(ui(loaded(['a']), defer));
    expect(await screen.findByText('a')).toBeTruthy();
    rerender(ui({ ...loaded(['a']), isError: true, error }, defer));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('a')).toBeNull();
  });
});
