import type { ApiClient } from './api-client';
import { V1 } from './operations';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

/** Every item of a v1 list, page by page, as a client would read it. */
export async function readAll(client: ApiClient, path: string, key: string): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; page <= 1000; page++) {
    const response = await client.get(path, { query: { page_number: page, page_size: 100 } });
    if (response.status !== 200) throw new Error(`GET ${path} page ${page}: ${response.status} ${response.text}`);
    items.push(...response.body[key]);
    if (page >= response.body.pagination.total_pages) return items;
  }
  throw new Error(`GET ${path} never ends`);
}

export function readMembers(client: ApiClient): Promise<any[]> {
  return readAll(client, `${V1}/team_members`, 'team_members');
}

export function readForms(client: ApiClient): Promise<any[]> {
  return readAll(client, `${V1}/forms`, 'forms');
}

/** What a workspace holds, through the API: compare two to show a request changed nothing. */
export async function snapshot(client: ApiClient): Promise<{ members: any[]; forms: any[] }> {
  return { members: await readMembers(client), forms: await readForms(client) };
}
