import { randomUUID } from 'node:crypto';
import {
  APPEND_FORM_VERSION_SQL,
  CURRENT_FORM_VERSION_SQL,
  DELETE_FORM_DRAFT_SQL,
  INSERT_ACTIVITY_SQL,
  LOCK_FORM_DRAFT_SQL,
  LOCK_FORM_SQL,
  outboxInsertWithWebhooksSql,
  UPDATE_FORM_SQL,
  type FormDraftRow,
  type FormRecordRow,
  type StoredFormContent,
} from '@forms/persistence/sql';
import type { Pool } from 'pg';
import { DraftFailure, questionKey, sameStoredContent, settingsKey, themeJson, type DraftAuthor } from './baseline-draft';
import { formJson, formSettingsJson, questionV2Json } from './baseline-json';

// The publish of a form's draft, written by hand for the baseline: in one transaction the form's row
// locked, the draft's, the current version read, the draft deleted, the next version appended with its
// changes in words, the form's row written, the `form.updated` event and the `form.version_published`
// activity entry, as the service sends them. It describes the changes S14U's drafts make (labels, the
// title, required) and refuses the rest rather than guessing the service's words for them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OUTBOX_WITH_WEBHOOKS_SQL = outboxInsertWithWebhooksSql('webhooks');
/** How many days a form keeps unfinished responses when its settings never said (the service's default). */
const DEFAULT_PARTIAL_RESPONSE_DAYS = 30;

/** One change of a version as the service stores it: the question only on the question changes. */
export interface ChangeJson {
  type: string;
  questionId?: string;
  text: string;
}

function quoted(text: string): string {
  return `"${text}"`;
}

/**
 * What differs from the live content to the draft's, in the service's words, for the differences the
 * baseline describes: the title, and each kept question's label and required. Anything else (a question
 * added, removed or moved, its options, kind, slug or scale, the hidden fields, settings or theme) is
 * refused: the baseline would have to guess how the service tells it.
 */
export function describedChanges(before: StoredFormContent, after: StoredFormContent): ChangeJson[] {
  const refuse = (what: string) => new DraftFailure(422, `draft: ${what} is not a change the baseline publishes`);
  if (before.questions.length !== after.questions.length) throw refuse('adding or removing a question');
  if (before.hiddenFields.join('\n') !== after.hiddenFields.join('\n')) throw refuse('a change of the hidden fields');
  if (settingsKey(before.settings) !== settingsKey(after.settings)) throw refuse('a change of the settings');
  if (JSON.stringify(themeJson(before.theme)) !== JSON.stringify(themeJson(after.theme))) throw refuse('a change of the theme');
  const changes: ChangeJson[] = [];
  if (before.title !== after.title) changes.push({ type: 'title_changed', text: `Renamed the form from ${quoted(before.title)} to ${quoted(after.title)}` });
  before.questions.forEach((old, index) => {
    const question = after.questions[index];
    if (question.id !== old.id) throw refuse('moving a question');
    const unchanged = Object.assign({}, question, { label: old.label, required: old.required, position: old.position });
    if (questionKey(unchanged) !== questionKey(old)) throw refuse(`a change of question ${old.id} beyond its label and required`);
    const name = quoted(question.label);
    if (old.label !== question.label) changes.push({ type: 'question_changed', questionId: question.id, text: `Renamed ${quoted(old.label)} to ${name}` });
    if (old.required !== question.required) {
      changes.push({ type: 'question_changed', questionId: question.id, text: question.required ? `Made ${name} required` : `Made ${name} optional` });
    }
  });
  return changes;
}

/** The live content of a form's row. */
export function liveContent(form: Pick<FormRecordRow, 'title' | 'questions' | 'hidden_fields' | 'settings' | 'theme'>): StoredFormContent {
  return { title: form.title, questions: form.questions, hiddenFields: form.hidden_fields, settings: form.settings, theme: form.theme };
}

/** A form's row after its draft is published: the draft's content, the questions numbered by their place. */
export function publishedRow(form: FormRecordRow, content: StoredFormContent, now: Date): FormRecordRow {
  return {
    workspace_id: form.workspace_id,
    id: form.id,
    title: content.title,
    state: form.state,
    questions: content.questions.map((question, index) => Object.assign({}, question, { position: index + 1 })),
    hidden_fields: [...content.hiddenFields],
    is_published: form.is_published,
    ever_published: form.ever_published,
    is_archived: form.is_archived,
    is_disabled: form.is_disabled,
    is_suspended: form.is_suspended,
    created_by: form.created_by,
    submissions_count: form.submissions_count,
    last_position: form.last_position,
    last_submission_at: form.last_submission_at,
    created_at: form.created_at,
    updated_at: now,
    settings: content.settings,
    revision: form.revision,
    theme: content.theme ?? null,
    ...(form.retired_questions !== undefined && { retired_questions: form.retired_questions }),
  };
}

/** The form as v2 answers a publish: the twelve fields, its version, questions, hidden fields, settings and theme. */
export function publishedFormJson(form: FormRecordRow, version: number, baseUrl: string): unknown {
  return {
    form: Object.assign(formJson(form, baseUrl), {
      version,
      questions: form.questions.map(questionV2Json),
      hidden_fields: [...form.hidden_fields],
      settings: formSettingsJson(form.settings),
      theme: themeJson(form.theme),
    }),
  };
}

/** The `form.updated` event as the outbox stores it: the form with every setting, its revision and version. */
export function formUpdatedEvent(workspaceId: string, form: FormRecordRow, revision: number, version: number, baseUrl: string): string {
  const settings = form.settings;
  return JSON.stringify({
    type: 'form.updated',
    workspaceId,
    occurredAt: form.updated_at,
    form: {
      id: form.id,
      title: form.title,
      state: form.state,
      isPublished: form.is_published,
      isArchived: form.is_archived,
      isDisabled: form.is_disabled,
      isSuspended: form.is_suspended,
      createdBy: form.created_by,
      submissionsCount: form.submissions_count,
      createdAt: form.created_at,
      updatedAt: form.updated_at,
      questions: form.questions,
      hiddenFields: form.hidden_fields,
      settings: {
        closesAt: settings.closesAt ?? null,
        maxSubmissions: settings.maxSubmissions ?? null,
        closedMessage: settings.closedMessage ?? '',
        thankYouMessage: settings.thankYouMessage ?? '',
        redirectUrl: settings.redirectUrl ?? null,
        notificationEmails: settings.notificationEmails ?? [],
        confirmationEmailQuestion: settings.confirmationEmailQuestion ?? null,
        savePartialResponses: settings.savePartialResponses ?? false,
        partialResponseDays: settings.partialResponseDays ?? DEFAULT_PARTIAL_RESPONSE_DAYS,
      },
      theme: form.theme,
      revision,
      version,
    },
    baseUrl,
  });
}

/** POST /forms/{id}/draft/publish, without Idempotency-Key; the activity entry keeps the caller's address, as the service's does. */
export async function publishDraft(
  pool: Pool,
  request: { workspaceId: string; formId: string; baseUrl: string; actor: DraftAuthor; clientIp: string | null },
): Promise<unknown> {
  const { workspaceId, formId, baseUrl, actor } = request;
  if (!UUID.test(formId)) throw new DraftFailure(404, 'Form not found');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: forms } = await client.query<FormRecordRow>({ name: 'lock_form', text: LOCK_FORM_SQL, values: [workspaceId, formId] });
    if (forms.length === 0) throw new DraftFailure(404, 'Form not found');
    const [form] = forms;
    const { rows: drafts } = await client.query<FormDraftRow>({ text: LOCK_FORM_DRAFT_SQL, values: [workspaceId, formId] });
    if (drafts.length === 0) throw new DraftFailure(404, 'No draft');
    const [draft] = drafts;
    const { rows: versions } = await client.query<{ version: number }>({ text: CURRENT_FORM_VERSION_SQL, values: [workspaceId, formId] });
    if (versions.length === 0) throw new DraftFailure(404, 'Form not found');
    const current = versions[0].version;
    if (draft.based_on_version !== current) throw new DraftFailure(409, 'The form changed since this draft was started');
    if (draft.content.theme) throw new DraftFailure(422, 'draft: a theme is not one the baseline publishes');
    const before = liveContent(form);
    const drafted = draft.content;
    const content: StoredFormContent = {
      title: drafted.title,
      questions: drafted.questions,
      hiddenFields: drafted.hiddenFields,
      settings: drafted.settings,
      theme: drafted.theme ?? null,
    };
    await client.query({ text: DELETE_FORM_DRAFT_SQL, values: [workspaceId, formId] });
    // A draft that ended up as the live content makes no version, as in the service.
    if (sameStoredContent(before, content)) {
      await client.query('COMMIT');
      return publishedFormJson(form, current, baseUrl);
    }
    const changes = describedChanges(before, content);
    const now = new Date();
    const published = publishedRow(form, content, now);
    // The service reads the version again as it records the next one (the use case and the version's
    // recording each ask): the same two probes here.
    const { rows: again } = await client.query<{ version: number }>({ text: CURRENT_FORM_VERSION_SQL, values: [workspaceId, formId] });
    const version = again[0].version + 1;
    const stored = { title: published.title, questions: published.questions, hiddenFields: published.hidden_fields, settings: published.settings, theme: published.theme };
    const appended = await client.query({
      text: APPEND_FORM_VERSION_SQL,
      values: [workspaceId, formId, version, JSON.stringify(stored), JSON.stringify(changes), now, actor.type, actor.id, actor.label],
    });
    if (appended.rowCount !== 1) throw new Error(`form ${formId} is not at version ${version - 1}`);
    const { rows: updated } = await client.query<{ revision: string }>({
      name: 'update_form',
      text: UPDATE_FORM_SQL,
      values: [
        workspaceId, formId, published.title, published.state, JSON.stringify(published.questions), JSON.stringify(published.hidden_fields),
        published.is_published, published.ever_published, published.is_archived, published.is_disabled, published.is_suspended,
        published.created_by, published.submissions_count, published.last_position, published.last_submission_at, now,
        JSON.stringify(published.settings), null,
      ],
    });
    const event = formUpdatedEvent(workspaceId, published, Number(updated[0].revision), version, baseUrl);
    await client.query({
      name: 'outbox_insert_with_webhooks',
      text: OUTBOX_WITH_WEBHOOKS_SQL,
      values: [workspaceId, [], [], [], [], [], now, [randomUUID()], ['form.updated'], [event], [formId]],
    });
    await client.query({
      name: 'activity_insert',
      text: INSERT_ACTIVITY_SQL,
      values: [
        [workspaceId], [randomUUID()], [now], [actor.type], [actor.id], [actor.label], ['form.version_published'], ['form'], [formId],
        [`${published.title} (version ${version})`], [request.clientIp],
      ],
    });
    await client.query('COMMIT');
    return publishedFormJson(published, version, baseUrl);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
