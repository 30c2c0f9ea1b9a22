import { beforeEach, describe, expect, it } from 'vitest';
import { restoreSession, resetSession, sessionStore, type CurrentUser } from './session-store';

const user: CurrentUser = {
  userName: 'employee@demo.test',
  accountType: 4,
  accountId: 7,
  email: 'employee@demo.test',
  firstName: 'Jordan',
  lastName: 'Rivera',
  dependentNumber: 0,
  groupNumber: 1001,
  canRegister: false,
  redirectMessage: null,
};

describe('restoreSession', () => {
  beforeEach(() => resetSession());

  it('tells subscribers only when the session changed (the reload at start finds it as stored)', () => {
    let told = 0;
    const stop = sessionStore.subscribe(() => told++);
    restoreSession('tok', user, '1:0');
    expect(told).toBe(1);
    const before = sessionStore.get();
    restoreSession('tok', { ...user }, '1:0');
    expect(told).toBe(1);
    expect(sessionStore.get()).toBe(before);
    restoreSession('tok', { ...user, firstName: 'Jo' }, '1:0');
    expect(told).toBe(2);
    expect(sessionStore.get().user?.firstName).toBe('Jo');
    restoreSession('tok', { ...user, firstName: 'Jo' }, '1:0,2:0');
    expect(told).toBe(3);
    restoreSession('other', { ...user, firstName: 'Jo' }, '1:0,2:0');
    expect(told).toBe(4);
    expect(sessionStore.get().token).toBe('other');
    stop();
  });
});
