import { request } from 'node:http';
import type { ApiClient } from '../support/api-client';
import { V2 } from '../support/operations';
import type { AppClients } from '../support/app-clients';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

/** One question of every kind, as an author would write them through v2. */
export const EVERY_KIND = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'long_text', label: 'Tell us more' },
  { kind: 'email', label: 'Contact email', slug: 'contact_email', required: true },
  { kind: 'number', label: 'Age' },
  { kind: 'phone', label: 'Phone' },
  { kind: 'url', label: 'Website' },
  { kind: 'date', label: 'Start date' },
  { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'], required: true },
  { kind: 'multiple_choice', label: 'Topics', options: ['Billing', 'API', 'Security'], required: true },
  { kind: 'dropdown', label: 'Country', options: ['Kenya', 'Peru', 'Japan'] },
  { kind: 'rating', label: 'How good is it?', scale: 7 },
  { kind: 'yes_no', label: 'Newsletter' },
];

/** A published form with a question of every kind and a hidden field; returns the v2 form. */
export async function publishedForm(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<any> {
  const created = await client.post(`${V2}/forms`, {
    body: { form: { title: 'Every kind', questions: EVERY_KIND, hidden_fields: ['utm_source'], ...overrides } },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const published = await client.patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.text}`);
  return published.body.form;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A browser-like request without a key, the workspace named by the host. */
export function browse(
  t: AppClients,
  url: string,
  options: { method?: string; form?: URLSearchParams | string; headers?: Record<string, string> } = {},
): Promise<PageResponse> {
  const { host, pathname, search } = new URL(url);
  const payload = options.form === undefined ? undefined : Buffer.from(String(options.form));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: t.port,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        path: `${pathname}${search}`,
        headers: {
          host,
          accept: 'text/html',
          ...(payload ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(payload.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const VALID_ANSWERS = {
  your_name: ' Ada Lovelace ',
  tell_us_more: 'Line one\nLine two',
  contact_email: 'ada@example.com',
  age: '036',
  phone: '+44 (20) 7946-0958',
  website: 'https://ada.example.org/about',
  start_date: '2026-02-28',
  plan: 'Pro',
  topics: ['Security', 'Billing'],
  country: 'Peru',
  how_good_is_it: 6,
  newsletter: true,
};
