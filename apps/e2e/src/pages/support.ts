/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */
import type { ApiClient } from '../support/api-client';
import { V2 } from '../support/operations';

const PRO = { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] };

/**
 * Three pages: the second ("Your team") only for the Pro plan, with a question that depends on another of
 * the same page; the third with a question shown for a hidden field or an answer of the first page.
 */
export const THREE_PAGES = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'], required: true },
  { kind: 'page_break', label: 'Your team', visible_if: PRO },
  { kind: 'number', label: 'Seats', required: true },
  { kind: 'yes_no', label: 'Invoice', required: true, visible_if: { match: 'all', conditions: [{ question: 'seats', operator: 'greater_than', value: '10' }] } },
  { kind: 'page_break', label: 'Last words' },
  { kind: 'email', label: 'Contact email', slug: 'contact_email', required: true },
  {
    kind: 'long_text',
    label: 'Comments',
    visible_if: {
      match: 'any',
      conditions: [
        { hidden_field: 'utm_source', operator: 'equals', value: 'newsletter' },
        { question: 'plan', operator: 'equals', value: 'Basic' },
      ],
    },
  },
];

/** A published form with THREE_PAGES and the hidden field utm_source; returns the v2 form. */
export async function threePageForm(client: ApiClient, title = 'Three pages'): Promise<any> {
  const created = await client.post(`${V2}/forms`, { body: { form: { title, questions: THREE_PAGES, hidden_fields: ['utm_source'] } } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const published = await client.patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.text}`);
  return published.body.form;
}

/** slug -> value of a stored submission's responses. */
export function valuesOf(submission: any): Record<string, string> {
  return Object.fromEntries(submission.responses.map((response: any) => [response.slug, response.value]));
}
