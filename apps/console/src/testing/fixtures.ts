import type { Schema } from '../api';

/** Plain, valid bodies of the console API, for component tests to start from. */

export const FORM_ID = '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e';

export function aMe(can: Partial<Schema<'ConsolePermissions'>> = {}): Schema<'ConsoleMe'> {
  return {
    member: {
      id: '0c8f3a5e-8d0e-4d8c-9a59-3f4b2b0f4a11',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      time_zone: 'UTC',
      organization_role: 'Admin',
      active: true,
      created_at: '2026-01-05T08:00:00Z',
      updated_at: '2026-01-05T08:00:00Z',
    },
    workspace: { id: 'b7e0b1f2-6a51-4f0a-9e4f-0b7c1d2e3f40', subdomain: 'acme', name: 'Acme', storage_bytes: 0 },
    can: { manage_team: true, manage_developers: true, delete_forms: true, delete_submissions: true, ...can },
  };
}

export function aQuestion(change: Partial<Schema<'Question'>> & Pick<Schema<'Question'>, 'id' | 'label'>): Schema<'Question'> {
  return {
    kind: 'short_text',
    slug: change.label.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
    position: 1,
    required: false,
    options: [],
    scale: null,
    ...change,
  };
}

export function aForm(change: Partial<Schema<'FormV2'>> = {}): Schema<'FormV2'> {
  const id = change.id ?? FORM_ID;
  return {
    id,
    title: 'Survey',
    is_published: false,
    state: 'draft',
    created_at: '2026-03-14T09:26:53Z',
    updated_at: '2026-03-14T09:26:53Z',
    submissions_count: 0,
    attempt_url: `http://acme.localhost:3000/forms/${id}`,
    is_archived: false,
    is_disabled: false,
    is_suspended: false,
    created_by: 'ada@example.com',
    version: 1,
    questions: [],
    hidden_fields: [],
    settings: {
      closes_at: null,
      max_submissions: null,
      closed_message: '',
      thank_you_message: '',
      redirect_url: null,
      notification_emails: [],
      confirmation_email_question: null,
      save_partial_responses: false,
      partial_response_days: 30,
    },
    theme: null,
    ...change,
  };
}

export function aPagination(page: number, pages: number, records: number, size = 20): Schema<'Pagination'> {
  return { total_records: records, total_pages: pages, current_page_number: page, page_size: size };
}

export function aSubmission(id: string, createdAt: string, answers: Record<string, string>): Schema<'Submission'> {
  return {
    id,
    form_version: 1,
    created_at: createdAt,
    field_values: [],
    user_agent: {
      id: `ua-${id}`,
      name: 'Firefox',
      version: '140',
      ip_address: '203.0.113.7',
      device_name: '',
      device_type: 'desktop',
      operating_system: 'Linux',
      operating_system_version: '',
      submission_id: id,
      created_at: createdAt,
      updated_at: createdAt,
    },
    responses: Object.entries(answers).map(([slug, value], at) => ({ id: `${id}-${slug}`, label: slug, position: at + 1, kind: 'short_text', slug, value })),
  };
}
