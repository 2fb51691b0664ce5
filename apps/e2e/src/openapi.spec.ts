import SwaggerParser from '@apidevtools/swagger-parser';
import { expectJson } from './support/expectations';
import { OPERATIONS, type Operation } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';

/* eslint-disable @typescript-eslint/no-explicit-any -- an OpenAPI document is read as plain JSON */

// The OpenAPI document describes every operation, header, status and error body. (That every response
// the suite receives matches it is checked by the request helpers, in every file.)

jest.setTimeout(60_000);

let t: SharedTestApp;

beforeAll(async () => {
  t = await sharedTestApp();
});

afterAll(() => t?.close());

/** `{form_id}` and `{id}` name the same route. */
function normalized(template: string): string {
  return template.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');
}

function templateOf(operation: Operation): string {
  return normalized(operation.path({ formId: '{}', memberId: '{}', memberEmail: '' }));
}

function documented(operation: Operation): any {
  const found = t.contract
    .operations()
    .find((candidate) => candidate.method === operation.method && normalized(candidate.template) === templateOf(operation));
  if (!found) throw new Error(`${operation.name} is not in the OpenAPI document`);
  return found.operation;
}

function containsKey(value: unknown, key: string, depth = 0): boolean {
  if (depth > 12 || typeof value !== 'object' || value === null) return false;
  if (!Array.isArray(value) && key in value) return true;
  return Object.values(value).some((child) => containsKey(child, key, depth + 1));
}

it('GET /api/docs-json serves a valid OpenAPI document', async () => {
  const response = await t.anonymous().get('/api/docs-json');
  expect(response.status).toBe(200);
  expectJson(response);
  expect(String(response.body.openapi)).toMatch(/^3\./);
  await expect(SwaggerParser.validate(structuredClone(response.body))).resolves.toBeDefined();
});

it('answers on any host, workspace or not', async () => {
  const workspace = await t.workspaces.create();
  for (const host of [t.hostOf(workspace), t.hostOf('your-subdomain'), `localhost:${t.port}`]) {
    const json = await t.anonymous(host).get('/api/docs-json');
    expect({ host, status: json.status }).toEqual({ host, status: 200 });
    expect(json.body).toEqual(t.contract.document);
    const ui = await t.anonymous(host).get('/api/docs', { accept: 'text/html' });
    expect({ host, status: ui.status }).toEqual({ host, status: 200 });
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
  }
});

it('lists its paths and schemas sorted, so moving a controller between modules never reorders it', () => {
  const paths = Object.keys(t.contract.document['paths'] as object);
  expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const schemas = Object.keys((t.contract.document['components'] as { schemas: object }).schemas);
  expect(schemas).toEqual([...schemas].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  expect(paths[0]).toMatch(/^\/api\/external\/v1\//);
});

it('declares an apiKey security scheme for the X-Api-Key header', () => {
  const schemes = (t.contract.document as any).components?.securitySchemes ?? {};
  const apiKey = Object.entries<any>(schemes).find(
    ([, scheme]) => scheme.type === 'apiKey' && scheme.in === 'header' && String(scheme.name).toLowerCase() === 'x-api-key',
  );
  expect(apiKey).toBeDefined();
  const [schemeName] = apiKey!;
  const global = ((t.contract.document as any).security ?? []) as Record<string, unknown>[];
  for (const operation of OPERATIONS) {
    const security = (documented(operation).security ?? global) as Record<string, unknown>[];
    expect({ operation: operation.name, secured: security.some((requirement) => schemeName in requirement) }).toEqual({
      operation: operation.name,
      secured: true,
    });
  }
});

describe.each(OPERATIONS)('$name', (operation) => {
  it('is documented, deprecated exactly when it is v1', () => {
    const described = documented(operation);
    expect(described.deprecated === true).toBe(operation.version === 1);
  });

  it('documents every status it can answer, each error as {error: string}', () => {
    const responses = documented(operation).responses ?? {};
    const expected = [String(operation.success), '401', '404', '406'];
    if (operation.body) expected.push('400', '413', '415', '422');
    if (operation.paginated) expected.push('422');
    for (const status of expected) {
      expect({ operation: operation.name, status, documented: status in responses }).toEqual({
        operation: operation.name,
        status,
        documented: true,
      });
      if (status.startsWith('4')) {
        const schema = responses[status].content?.['application/json']?.schema;
        expect({ status, error: schema?.properties?.error?.type }).toEqual({ status, error: 'string' });
      }
    }
  });

  it('documents its parameters and body', () => {
    const described = documented(operation);
    const parameters = (described.parameters ?? []) as { name: string; in: string }[];
    if (operation.paginated) {
      for (const name of ['page_number', 'page_size']) {
        expect(parameters.some((parameter) => parameter.in === 'query' && parameter.name === name)).toBe(true);
      }
    }
    if (templateOf(operation).includes('{}')) {
      expect(parameters.some((parameter) => parameter.in === 'path')).toBe(true);
    }
    if (operation.body) {
      expect(described.requestBody?.content?.['application/json']?.schema).toBeDefined();
    }
  });

  it('shows examples of its success response', () => {
    const media = documented(operation).responses?.[String(operation.success)]?.content?.['application/json'];
    expect(media).toBeDefined();
    expect(containsKey(media, 'example') || containsKey(media, 'examples')).toBe(true);
  });

  if (operation.version === 1) {
    it('documents the Deprecation header of its success response', () => {
      const headers = documented(operation).responses?.[String(operation.success)]?.headers ?? {};
      expect(Object.keys(headers).map((name) => name.toLowerCase())).toContain('deprecation');
    });
  }
});
