import { describe, expect, it } from 'vitest';
import { permissionId } from '@bp/contract/permissions';
import { mayChange, mayView } from './can';

describe('mayView / mayChange', () => {
  const id = permissionId('GROUP_RIGHTS');
  const ro = { [id]: { permissionId: id, readonly: true } };
  const rw = { [id]: { permissionId: id, readonly: false } };
  it('a read-only grant lets one look, not change', () => {
    expect(mayView(ro, ['GROUP_RIGHTS'])).toBe(true);
    expect(mayChange(ro, ['GROUP_RIGHTS'])).toBe(false);
    expect(mayChange(rw, ['GROUP_RIGHTS'])).toBe(true);
    expect(mayView({}, ['GROUP_RIGHTS'])).toBe(false);
  });
});
