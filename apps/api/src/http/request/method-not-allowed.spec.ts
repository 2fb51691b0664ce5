import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../errors/http-error';
import { RouteTable } from './method-not-allowed';

const table = RouteTable.fromOpenApi({
  paths: {
    '/api/external/v1/team_members': { get: {}, post: {}, delete: {} },
    '/api/external/v1/team_members/{team_member_id}': { patch: {} },
    '/api/external/v1/forms/{form_id}/submissions': { get: {} },
    '/api/external/v2/forms': { post: {} },
  },
});

function run(method: string, url: string): unknown {
  let passed: unknown = 'not called';
  table.middleware()({ method, url } as IncomingMessage, {} as ServerResponse, (error?: unknown) => {
    passed = error;
  });
  return passed;
}

describe('RouteTable', () => {
  it('lists the methods of a path, HEAD with GET', () => {
    expect(table.allowedMethods('/api/external/v1/team_members')).toEqual(['GET', 'POST', 'DELETE', 'HEAD']);
    expect(table.allowedMethods('/api/external/v1/team_members/abc')).toEqual(['PATCH']);
    expect(table.allowedMethods('/api/external/v1/forms/abc/submissions/')).toEqual(['GET', 'HEAD']);
    expect(table.allowedMethods('/API/External/V2/forms')).toEqual(['POST']);
  });

  it('knows nothing of other paths', () => {
    expect(table.allowedMethods('/api/external/v1/forms/abc')).toBeUndefined();
    expect(table.allowedMethods('/api/external/v1/team_members/a/b')).toBeUndefined();
    expect(table.allowedMethods('/api/docs')).toBeUndefined();
  });

  it('refuses a known path with another method: 405 and Allow', () => {
    const error = run('PUT', '/api/external/v1/team_members?x=1');
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 405, headers: { Allow: 'GET, POST, DELETE, HEAD' } });
    expect(run('GET', '/api/external/v2/forms')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
  });

  it('lets allowed methods and unknown paths through to the router', () => {
    expect(run('PATCH', '/api/external/v1/team_members/abc')).toBeUndefined();
    expect(run('HEAD', '/api/external/v1/team_members')).toBeUndefined();
    expect(run('DELETE', '/somewhere/else')).toBeUndefined();
  });
});
