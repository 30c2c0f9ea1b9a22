import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { EMPTY_APP, appBodyOf, appFieldError, appSaveError, checkApp } from './app-form-rules';

const valid = {
  ...EMPTY_APP,
  name: 'HealthVault',
  publisher: 'Acme',
  privacyPolicyUrl: 'https://acme.example/privacy',
  redirectUris: ' https://acme.example/cb \n\nhttp://127.0.0.1:8765/cb\n',
};

describe('the app registration form’s rules', () => {
  it('sends the redirect URIs one a line without blanks, and no empty homepage', () => {
    expect(appBodyOf(valid)).toEqual({
      name: 'HealthVault',
      publisher: 'Acme',
      privacyPolicyUrl: 'https://acme.example/privacy',
      redirectUris: ['https://acme.example/cb', 'http://127.0.0.1:8765/cb'],
      scopes: ['launch/patient', 'offline_access', 'patient/*.read'],
      status: 'active',
    });
    expect(checkApp(valid)).toEqual({});
  });

  it('checks with the contract: URL rules, at most 5 URIs, a data scope, duplicates', () => {
    expect(
      checkApp({
        ...valid,
        homepageUrl: 'http://acme.example',
        redirectUris: 'https://a.example/cb\nhttp://acme.example/cb',
        scopes: ['offline_access', 'offline_access'],
      }),
    ).toEqual({
      homepageUrl: 'httpsRequired',
      redirectUris: 'httpsRequired',
      scopes: 'resourceScopeRequired',
    });
    expect(
      checkApp({
        ...valid,
        redirectUris: Array.from({ length: 6 }, (_, i) => `https://a.example/${i}`).join('\n'),
        scopes: [],
      }),
    ).toEqual({
      redirectUris: 'patient-access-admin:errors.tooManyRedirectUris',
      scopes: 'patient-access-admin:errors.scopesRequired',
    });
    expect(checkApp({ ...valid, name: ' ', redirectUris: 'https://a.example/cb#x' })).toEqual({
      name: 'required',
      redirectUris: 'urlError',
    });
  });

  it('words a server refusal the same way, on the form’s fields', () => {
    expect(appFieldError('redirectUris.1', 'urlError')).toEqual(['redirectUris', 'urlError']);
    expect(appFieldError('redirectUris', 'max')).toEqual([
      'redirectUris',
      'patient-access-admin:errors.tooManyRedirectUris',
    ]);
    expect(appFieldError('redirectUris.1', 'max')).toEqual(['redirectUris', 'max']);
    const e = appSaveError(
      new ApiError(400, {
        error: 'invalid_request',
        error_description: 'validationFailed',
        fields: { 'redirectUris.0': 'httpsRequired', publisher: 'max' },
      }),
    ) as ApiError;
    expect(e.body.fields).toEqual({
      redirectUris: 'httpsRequired',
      publisher: 'max',
    });
    const other = new Error('network');
    expect(appSaveError(other)).toBe(other);
  });
});
