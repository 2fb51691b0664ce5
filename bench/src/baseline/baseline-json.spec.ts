import { formJson, formSettingsJson, pageParams, pagination, questionV2Json, shownValue, submissionJson, submissionV2Json, teamMemberV2Json, timestamp } from './baseline-json';

describe('baseline JSON', () => {
  it('prints timestamps to the second in UTC', () => {
    expect(timestamp(new Date('2026-03-04T05:06:07.891Z'))).toBe('2026-03-04T05:06:07Z');
    expect(timestamp(new Date('2026-03-04T07:06:07+02:00'))).toBe('2026-03-04T05:06:07Z');
  });

  it('reports ceil(total / size) pages, 0 for an empty list', () => {
    expect(pagination(1_000_000, 9000, 100)).toEqual({ total_records: 1_000_000, total_pages: 10_000, current_page_number: 9000, page_size: 100 });
    expect(pagination(31, 1, 10).total_pages).toBe(4);
    expect(pagination(0, 1, 30).total_pages).toBe(0);
  });

  it('reads page parameters as the API does', () => {
    expect(pageParams(new URLSearchParams(''))).toEqual({ pageNumber: 1, pageSize: 30 });
    expect(pageParams(new URLSearchParams('page_number=9000&page_size=100'))).toEqual({ pageNumber: 9000, pageSize: 100 });
    expect(pageParams(new URLSearchParams('page_size=500'))).toEqual({ pageNumber: 1, pageSize: 100 });
    for (const bad of ['page_number=0', 'page_size=abc', 'page_number=1.5', 'page_number=1&page_number=2', 'page_number=99999999999999999999']) {
      expect(pageParams(new URLSearchParams(bad))).toBeNull();
    }
  });

  it('gives every setting the service shows, with its default when the stored settings lack it', () => {
    expect(formSettingsJson({})).toEqual({
      closes_at: null,
      max_submissions: null,
      closed_message: '',
      thank_you_message: '',
      redirect_url: null,
      notification_emails: [],
      confirmation_email_question: null,
      save_partial_responses: false,
      partial_response_days: 30,
    });
    expect(formSettingsJson({ savePartialResponses: true, partialResponseDays: 7 })).toMatchObject({ save_partial_responses: true, partial_response_days: 7 });
  });

  it('shapes a form with its attempt URL', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    expect(
      formJson(
        {
          id: 'f1',
          title: 'Survey',
          state: 'draft',
          is_published: false,
          is_archived: false,
          is_disabled: false,
          is_suspended: false,
          created_by: 'ada@acme.test',
          submissions_count: 3,
          created_at: at,
          updated_at: at,
        },
        'http://acme.localhost:3000',
      ),
    ).toEqual({
      id: 'f1',
      title: 'Survey',
      is_published: false,
      state: 'draft',
      created_at: '2026-01-02T03:04:05Z',
      updated_at: '2026-01-02T03:04:05Z',
      submissions_count: 3,
      attempt_url: 'http://acme.localhost:3000/forms/f1',
      is_archived: false,
      is_disabled: false,
      is_suspended: false,
      created_by: 'ada@acme.test',
    });
  });

  it('completes the stored user agent with the submission id and time', () => {
    const userAgent = {
      id: 'u1',
      name: 'Firefox',
      version: '120',
      ip_address: '192.0.2.1',
      device_name: 'Desktop',
      device_type: 'desktop',
      operating_system: 'Linux',
      operating_system_version: '6',
    };
    const response = { id: 'r1', label: 'Name', position: 1, kind: 'text', slug: 'name', value: 'Ada' };
    const json = submissionJson({
      id: 's1',
      created_at: new Date('2026-01-02T03:04:05Z'),
      field_values: [{ field: 'name', value: 'Ada' }],
      user_agent: userAgent,
      responses: [response],
      form_version: 1,
    }, 'http://bench.localhost:3000');
    expect(json).toEqual({
      id: 's1',
      created_at: '2026-01-02T03:04:05Z',
      field_values: [{ field: 'name', value: 'Ada' }],
      user_agent: { ...userAgent, submission_id: 's1', created_at: '2026-01-02T03:04:05Z', updated_at: '2026-01-02T03:04:05Z' },
      responses: [response],
    });
  });

  it("shows a v2 submission as v1's followed by the version of the form it answered", () => {
    const row = {
      id: 's1',
      created_at: new Date('2026-01-02T03:04:05Z'),
      field_values: [],
      user_agent: { id: 'u1', name: '', version: '', ip_address: '', device_name: '', device_type: 'desktop', operating_system: '', operating_system_version: '' },
      responses: [],
      form_version: 3,
    };
    const json = submissionV2Json(row, 'http://bench.localhost:3000');
    expect(Object.keys(json)).toEqual(['id', 'created_at', 'field_values', 'user_agent', 'responses', 'form_version']);
    expect(json).toEqual({ ...submissionJson(row, 'http://bench.localhost:3000'), form_version: 3 });
    expect(submissionJson(row, 'http://bench.localhost:3000')).not.toHaveProperty('form_version');
  });

  it('shows a file answer, stored as its upload id, as its address under the base URL', () => {
    const uploadId = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
    expect(shownValue('file_upload', uploadId, 'http://bench.localhost:3000')).toBe(`http://bench.localhost:3000/api/external/v2/files/${uploadId}`);
    expect(shownValue('file_upload', '', 'http://bench.localhost:3000')).toBe('');
    expect(shownValue('short_text', uploadId, 'http://bench.localhost:3000')).toBe(uploadId);
  });

  it("shows a file question's size and types after its scale, as v2 does, and no other kind with them", () => {
    const base = { id: 'q1', label: 'CV', slug: 'cv', position: 1, required: false, options: [], scale: null };
    const file = questionV2Json({ ...base, kind: 'file_upload', maxSizeMb: 5, acceptedTypes: ['.pdf'] });
    expect(JSON.stringify(file)).toBe(
      '{"id":"q1","kind":"file_upload","label":"CV","slug":"cv","position":1,"required":false,"options":[],"scale":null,"max_size_mb":5,"accepted_types":[".pdf"]}',
    );
    expect(Object.keys(questionV2Json({ ...base, kind: 'short_text' }))).not.toContain('max_size_mb');
  });

  it('shows v2 team members without timestamps', () => {
    const member = {
      id: 'm1',
      email: 'ada@acme.test',
      first_name: '',
      last_name: '',
      time_zone: 'UTC',
      profile_image_url: '',
      organization_role: 'Admin',
      active: true,
      created_at: new Date(),
    };
    expect(Object.keys(teamMemberV2Json(member))).toEqual([
      'id', 'email', 'first_name', 'last_name', 'time_zone', 'profile_image_url', 'organization_role', 'active',
    ]);
  });
});
