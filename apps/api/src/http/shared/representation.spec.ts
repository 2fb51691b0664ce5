import { type FormSummaryView, type SubmissionView, toFormView } from '@forms/application';
import { Email, Form } from '@forms/domain';
import { toFormRepresentation, toFormV2Representation } from '../forms/form.mapper';
import { toPaginationRepresentation } from './pagination.mapper';
import { toSubmissionRepresentation } from './submission.mapper';
import { formatTimestamp, TIMESTAMP_PATTERN } from './timestamp';

describe('formatTimestamp', () => {
  it('is UTC to the second, without fractions or offset', () => {
    expect(formatTimestamp(new Date('2026-03-14T09:26:53.999Z'))).toBe('2026-03-14T09:26:53Z');
    expect(formatTimestamp(new Date('2026-03-14T11:26:53+02:00'))).toBe('2026-03-14T09:26:53Z');
    expect(formatTimestamp(new Date(0))).toBe('1970-01-01T00:00:00Z');
  });

  it('matches the documented pattern', () => {
    expect(formatTimestamp(new Date())).toMatch(new RegExp(TIMESTAMP_PATTERN));
  });
});

describe('toFormRepresentation', () => {
  const view: FormSummaryView = {
    id: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
    title: 'Survey',
    state: 'published',
    isPublished: true,
    isArchived: false,
    isDisabled: true,
    isSuspended: false,
    createdBy: 'ada@example.com',
    submissionsCount: 7,
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
    updatedAt: new Date('2026-02-02T03:04:05Z'),
  };

  it('has every field of a form, in the documented order, with attempt_url on the address the client used', () => {
    const form = toFormRepresentation(view, 'https://acme.forms.example.com');
    expect(form).toEqual({
      id: view.id,
      title: 'Survey',
      is_published: true,
      state: 'published',
      created_at: '2026-01-02T03:04:05Z',
      updated_at: '2026-02-02T03:04:05Z',
      submissions_count: 7,
      attempt_url: `https://acme.forms.example.com/forms/${view.id}`,
      is_archived: false,
      is_disabled: true,
      is_suspended: false,
      created_by: 'ada@example.com',
    });
    expect(Object.keys(form)).toEqual([
      'id', 'title', 'is_published', 'state', 'created_at', 'updated_at', 'submissions_count', 'attempt_url',
      'is_archived', 'is_disabled', 'is_suspended', 'created_by',
    ]);
  });

  it('takes the Form aggregate as it is after creation', () => {
    const created = Form.create({
      id: view.id,
      workspaceId: 'w',
      title: '  New form ',
      createdBy: Email.create('ada@example.com'),
      now: new Date('2026-05-05T05:05:05.5Z'),
    });
    expect(toFormRepresentation(toFormView(created, 1), 'http://acme.localhost:3000')).toMatchObject({
      title: 'New form',
      state: 'draft',
      is_published: false,
      submissions_count: 0,
      created_at: '2026-05-05T05:05:05Z',
      attempt_url: `http://acme.localhost:3000/forms/${view.id}`,
    });
  });
});

describe('toFormV2Representation', () => {
  it('adds the questions in order and the hidden fields to the twelve fields', () => {
    let next = 0;
    const created = Form.create({
      id: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
      workspaceId: 'w',
      title: 'Plans',
      createdBy: Email.create('ada@example.com'),
      now: new Date('2026-05-05T05:05:05Z'),
      questions: [
        { kind: 'single_choice', label: 'Which plan?', options: ['Basic', 'Pro'], required: true },
        { kind: 'rating', label: 'How good?' },
      ],
      hiddenFields: ['utm_source'],
      newId: () => `q${++next}`,
    });
    const form = toFormV2Representation(toFormView(created, 1), 'http://acme.localhost:3000');
    expect(form.questions).toEqual([
      { id: 'q1', kind: 'single_choice', label: 'Which plan?', slug: 'which_plan', position: 1, required: true, options: ['Basic', 'Pro'], scale: null },
      { id: 'q2', kind: 'rating', label: 'How good?', slug: 'how_good', position: 2, required: false, options: [], scale: 5 },
    ]);
    expect(form.hidden_fields).toEqual(['utm_source']);
    expect(Object.keys(form).slice(0, 12)).toEqual(Object.keys(toFormRepresentation(toFormView(created, 1), 'http://x')));
  });
});

describe('toPaginationRepresentation', () => {
  it('reports the page actually served', () => {
    expect(toPaginationRepresentation({ items: [], totalRecords: 101, pageNumber: 3, pageSize: 100, totalPages: 2 })).toEqual({
      total_records: 101,
      total_pages: 2,
      current_page_number: 3,
      page_size: 100,
    });
  });
});

describe('toSubmissionRepresentation', () => {
  const submission: SubmissionView = {
    id: '11111111-2222-4333-8444-555555555555',
    createdAt: new Date('2026-06-01T12:00:00.999Z'),
    fieldValues: [{ field: 'name', value: 'Ada' }],
    userAgent: {
      id: '66666666-7777-4888-9999-000000000000',
      name: 'Firefox',
      version: '133.0',
      ipAddress: '203.0.113.7',
      deviceName: 'ThinkPad X1',
      deviceType: 'desktop',
      operatingSystem: 'Windows',
      operatingSystemVersion: '11',
    },
    responses: [{ id: 'r1', label: 'Your name', position: 1, kind: 'short_text', slug: 'name', value: 'Ada' }],
    formVersion: 3,
  };

  it('completes the user agent with the submission id and time ', () => {
    expect(toSubmissionRepresentation(submission, 'http://acme.localhost:3000')).toEqual({
      id: submission.id,
      created_at: '2026-06-01T12:00:00Z',
      field_values: [{ field: 'name', value: 'Ada' }],
      user_agent: {
        id: '66666666-7777-4888-9999-000000000000',
        name: 'Firefox',
        version: '133.0',
        ip_address: '203.0.113.7',
        device_name: 'ThinkPad X1',
        device_type: 'desktop',
        operating_system: 'Windows',
        operating_system_version: '11',
        submission_id: submission.id,
        created_at: '2026-06-01T12:00:00Z',
        updated_at: '2026-06-01T12:00:00Z',
      },
      responses: [{ id: 'r1', label: 'Your name', position: 1, kind: 'short_text', slug: 'name', value: 'Ada' }],
    });
  });

  it('shows a file answer, stored as its upload id, as the address under the base URL it is given', () => {
    const uploadId = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
    const withFile: SubmissionView = {
      ...submission,
      responses: [
        { id: 'r1', label: 'CV', position: 1, kind: 'file_upload', slug: 'cv', value: uploadId },
        { id: 'r2', label: 'Other', position: 2, kind: 'file_upload', slug: 'other', value: '' },
        // Recorded before file answers were stored as ids (an event still in the outbox): shown as it is.
        { id: 'r3', label: 'Old', position: 3, kind: 'file_upload', slug: 'old', value: `http://acme.localhost:3000/api/external/v2/files/${uploadId}` },
        { id: 'r4', label: 'Id', position: 4, kind: 'short_text', slug: 'id', value: uploadId },
      ],
    };
    const values = (baseUrl: string) => toSubmissionRepresentation(withFile, baseUrl).responses.map((response) => response.value);
    expect(values('https://alias.example')).toEqual([
      `https://alias.example/api/external/v2/files/${uploadId}`,
      '',
      `http://acme.localhost:3000/api/external/v2/files/${uploadId}`,
      uploadId,
    ]);
  });
});
