import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, endpointById } from './index.js';
import { isFileResponse } from './endpoint.js';
import { PERMISSION_KEYS } from '../permissions.js';
import { ROLE_CLASSES, ROLE_NAMES } from '../roles.js';

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)\??/g)].map((m) => m[1]!);

describe('API catalogue', () => {
  it('holds the whole of spec §7', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(200);
  });

  it('has unique ids of the form domain.name, found by endpointById', () => {
    const ids = ENDPOINTS.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const e of ENDPOINTS) {
      expect(e.id).toMatch(/^[a-z]+\.[a-z][A-Za-z0-9]*$/);
      expect(endpointById(e.id)).toBe(e);
    }
    expect(endpointById('no.such')).toBeUndefined();
  });

  it('has unique (method, path) pairs, ignoring case and parameter names', () => {
    const keys = ENDPOINTS.map(
      (e) => `${e.method} ${e.path.toLowerCase().replace(/:[A-Za-z0-9_]+/g, ':p')}`,
    );
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('puts every path under /api without a trailing slash or query', () => {
    for (const e of ENDPOINTS) {
      expect(e.path, e.id).toMatch(/^\/api\/[A-Za-z0-9/:_.-]*[A-Za-z0-9]$/);
    }
  });

  it('states access on every descriptor, naming known classes, roles and permissions', () => {
    for (const e of ENDPOINTS) {
      expect(['public', 'anonymous', 'signedIn'], e.id).toContain(e.access?.kind);
      if (e.access.kind !== 'signedIn') continue;
      expect(e.access.roleClasses.length, e.id).toBeGreaterThan(0);
      for (const c of e.access.roleClasses) expect(ROLE_CLASSES, e.id).toContain(c);
      for (const r of e.access.roles ?? []) expect(ROLE_NAMES, e.id).toContain(r);
      for (const p of e.access.anyPermission ?? []) expect(PERMISSION_KEYS, e.id).toContain(p);
      for (const c of e.access.exemptClasses ?? []) {
        expect(e.access.roleClasses, `${e.id} exempts a class it does not admit`).toContain(c);
      }
      if (e.access.exemptClasses)
        expect(e.access.anyPermission?.length ?? 0, e.id).toBeGreaterThan(0);
    }
  });

  it('matches path parameters with the params schema', () => {
    for (const e of ENDPOINTS) {
      const inPath = pathParams(e.path).sort();
      const inSchema = Object.keys(e.params?.shape ?? {}).sort();
      expect(inSchema, e.id).toEqual(inPath);
    }
  });

  it('gives GET and DELETE calls no body, and multipart calls a body schema', () => {
    for (const e of ENDPOINTS) {
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.body, e.id).toBeUndefined();
      if (e.bodyType === 'multipart') expect(e.body, e.id).toBeDefined();
    }
  });

  it('keeps public calls to the few the spec opens', () => {
    const open = ENDPOINTS.filter((e) => e.access.kind === 'public')
      .map((e) => e.id)
      .sort();
    expect(open).toEqual(
      [
        'accounts.register',
        'accounts.registerProvider',
        'auth.forgotPassword',
        'auth.passwordReset',
        'auth.token',
        'auth.twoStepEnrolment',
        'content.supportContact',
        'content.downloadsSignedFile',
        'conversations.addJsonProviderRequest',
        'groups.getGroupRegisterEligibility',
        'mrf.getTableOfContents',
        // The price-transparency page and its files (issue 15): public by law.
        'mrf.getTransparencyFiles',
        'mrf.getPublishedFile',
        'providers.types',
      ].sort(),
    );
  });

  it('never lets a full SSN leave: no response field is named ssn', () => {
    const offenders: string[] = [];
    const walk = (schema: unknown, where: string) => {
      const json = JSON.stringify(
        z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'output' }),
      );
      if (/"ssn"\s*:/i.test(json)) offenders.push(where);
    };
    for (const e of ENDPOINTS) if (!isFileResponse(e.response)) walk(e.response, e.id);
    expect(offenders).toEqual([]);
  });

  it('answers file calls with at least one media type', () => {
    for (const e of ENDPOINTS) {
      if (isFileResponse(e.response)) expect(e.response.mediaTypes.length, e.id).toBeGreaterThan(0);
    }
  });

  it('derives a JSON Schema for every JSON response (the server serializes with it)', () => {
    for (const e of ENDPOINTS) {
      if (isFileResponse(e.response)) continue;
      expect(() => z.toJSONSchema(e.response as z.ZodType, { io: 'output' }), e.id).not.toThrow();
    }
  });

  it('refuses unknown keys in JSON and multipart request bodies', () => {
    // auth.ts predates the catalogue and belongs to the auth engineer; it strips unknown keys.
    for (const e of ENDPOINTS) {
      if (!e.body || e.bodyType === 'form' || e.id.startsWith('auth.')) continue;
      const json = z.toJSONSchema(e.body, { io: 'input', unrepresentable: 'any' }) as {
        additionalProperties?: unknown;
        anyOf?: unknown;
      };
      expect(json.additionalProperties, e.id).toBe(false);
    }
  });
});

describe('request parsing', () => {
  it('coerces query numbers and normalizes dates to ISO', () => {
    const e = endpointById('members.profileAdmin')!;
    expect(e.query!.parse({ memberId: 'W123', birthdate: '02/29/2000' })).toEqual({
      memberId: 'W123',
      birthdate: '2000-02-29',
    });
    expect(e.query!.safeParse({ memberId: 'W123', birthdate: '02/30/2000' }).success).toBe(false);
  });

  it('fills the spec’s defaults on the member claims list', () => {
    const body = endpointById('claims.recentClaimsPaginated')!.body!.parse({});
    expect(body).toMatchObject({ currentPage: 1, items: 20, sortAsc: false });
  });

  it('requires a check or claim number on check search', () => {
    const body = endpointById('claims.checkSearchAdmin')!.body!;
    expect(body.safeParse({}).success).toBe(false);
    expect(body.safeParse({ checkNumber: '12345' }).success).toBe(true);
  });

  it('refuses an SSN member search without date of birth and group', () => {
    const body = endpointById('members.search')!.body!;
    const r = body.safeParse({ ssn: '123-45-6789' });
    expect(r.success).toBe(false);
    expect(
      body.safeParse({ ssn: '123-45-6789', dateOfBirth: '01/02/1980', groupNumber: 100 }).success,
    ).toBe(true);
  });

  it('refuses unknown keys', () => {
    expect(endpointById('content.supportContact')!.body!.safeParse({ bogus: 1 }).success).toBe(
      false,
    );
  });
});
