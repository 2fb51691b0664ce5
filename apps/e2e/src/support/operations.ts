import type { Method } from './api-client';

export const V1 = '/api/external/v1';
export const V2 = '/api/external/v2';

/** Ids of a workspace that every operation below can address. */
export interface OperationTargets {
  formId: string;
  memberId: string;
  memberEmail: string;
}

export interface Operation {
  name: string;
  version: 1 | 2;
  method: Method;
  path(targets: OperationTargets): string;
  /** A valid body, for operations that take one. */
  body?(targets: OperationTargets): unknown;
  success: number;
  /** Lists accept page_number/page_size. */
  paginated?: boolean;
}

/** Every operation of the external API. */
export const OPERATIONS: readonly Operation[] = [
  { name: 'v1 GET /forms', version: 1, method: 'get', path: () => `${V1}/forms`, success: 200, paginated: true },
  {
    name: 'v1 GET /forms/{id}/submissions',
    version: 1,
    method: 'get',
    path: (t) => `${V1}/forms/${t.formId}/submissions`,
    success: 200,
    paginated: true,
  },
  { name: 'v1 GET /team_members', version: 1, method: 'get', path: () => `${V1}/team_members`, success: 200, paginated: true },
  {
    name: 'v1 POST /team_members',
    version: 1,
    method: 'post',
    path: () => `${V1}/team_members`,
    body: () => ({ emails: ['newcomer@example.com'], send_invitation_email: 'false' }),
    success: 200,
  },
  {
    name: 'v1 DELETE /team_members',
    version: 1,
    method: 'delete',
    path: () => `${V1}/team_members`,
    body: (t) => ({ emails: [t.memberEmail] }),
    success: 200,
  },
  {
    name: 'v1 PATCH /team_members/{id}',
    version: 1,
    method: 'patch',
    path: (t) => `${V1}/team_members/${t.memberId}`,
    body: () => ({ first_name: 'Changed' }),
    success: 200,
  },
  {
    name: 'v2 POST /forms',
    version: 2,
    method: 'post',
    path: () => `${V2}/forms`,
    body: () => ({ form: { title: 'Created by a rejected request' } }),
    success: 201,
  },
  { name: 'v2 GET /team-members', version: 2, method: 'get', path: () => `${V2}/team-members`, success: 200, paginated: true },
  {
    name: 'v2 GET /team-members/{id}',
    version: 2,
    method: 'get',
    path: (t) => `${V2}/team-members/${t.memberId}`,
    success: 200,
  },
  { name: 'v2 GET /me', version: 2, method: 'get', path: () => `${V2}/me`, success: 200 },
];

export const BODY_OPERATIONS = OPERATIONS.filter((operation) => operation.body);
export const LIST_OPERATIONS = OPERATIONS.filter((operation) => operation.paginated);
