import {
  CURRENT_FORM_VERSION_SQL,
  LOCK_FORM_DRAFT_SQL,
  LOCK_FORM_SQL,
  SAVE_FORM_DRAFT_SQL,
  type FormDraftRow,
  type FormRecordRow,
  type StoredFormContent,
} from '@forms/persistence/sql';
import type { Pool } from 'pg';
import { formSettingsJson, questionV2Json, timestamp } from './baseline-json';

// The save of a form's draft, written by hand for the baseline: the form's row locked, then the draft's,
// the content compared, and the one upsert, in one transaction, as the service sends them. It takes what
// S14P sends (the questions, each kept by id with its slug, of the kinds the big form has) and refuses
// the rest rather than guessing the service's rules for it.

export class DraftFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z][a-z0-9_]{0,63}$/;
const CHOICE_KINDS = new Set(['single_choice', 'multiple_choice', 'dropdown']);
const PLAIN_KINDS = new Set(['short_text', 'long_text', 'email', 'number', 'date', 'yes_no', 'page_break', 'rating', ...CHOICE_KINDS]);
/** A rating without a scale gets the service's default. */
const DEFAULT_RATING_SCALE = 5;

type StoredQuestion = StoredFormContent['questions'][number];

/**
 * The draft's questions as the service stores them, from the questions of a PATCH that names every one
 * by id and slug: the label trimmed, the position its place, options only on the choice kinds.
 */
export function storedDraftQuestions(input: unknown, known: ReadonlySet<string>): StoredQuestion[] {
  if (!Array.isArray(input)) throw new DraftFailure(422, 'draft.questions must be an array');
  const seen = new Set<string>();
  return input.map((raw: unknown, index): StoredQuestion => {
    const path = `draft.questions[${index}]`;
    const question = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const { id, kind, slug } = question;
    if (typeof id !== 'string' || !known.has(id) || seen.has(id)) throw new DraftFailure(422, `${path}.id is not a question of this form`);
    seen.add(id);
    if (typeof kind !== 'string' || !PLAIN_KINDS.has(kind)) throw new DraftFailure(422, `${path}.kind is not one the baseline saves`);
    if (typeof slug !== 'string' || !SLUG.test(slug)) throw new DraftFailure(422, `${path}.slug is not one the baseline saves`);
    if (question['visible_if'] !== undefined) throw new DraftFailure(422, `${path}.visible_if is not one the baseline saves`);
    const label = typeof question['label'] === 'string' ? question['label'].trim() : '';
    if (label.length === 0 || label.length > 500) throw new DraftFailure(422, `${path}.label must be 1-500 characters`);
    const options = question['options'] ?? [];
    if (!Array.isArray(options) || options.some((option) => typeof option !== 'string')) throw new DraftFailure(422, `${path}.options must be strings`);
    if (CHOICE_KINDS.has(kind) ? options.length < 2 : options.length > 0) throw new DraftFailure(422, `${path}.options are not ones the baseline saves`);
    const scale = question['scale'] ?? null;
    if (kind === 'rating' ? scale !== null && !(Number.isInteger(scale) && (scale as number) >= 3 && (scale as number) <= 10) : scale !== null) {
      throw new DraftFailure(422, `${path}.scale is not one the baseline saves`);
    }
    return {
      id,
      kind,
      label,
      slug,
      position: index + 1,
      required: question['required'] === true,
      options: options.map((option: string) => option.trim()),
      scale: kind === 'rating' ? ((scale as number | null) ?? DEFAULT_RATING_SCALE) : null,
    } as StoredQuestion;
  });
}

type StoredTheme = NonNullable<StoredFormContent['theme']>;

/** A theme as v2 shows it: only the fields it sets; null (or a content stored before themes) is the brand alone. */
export function themeJson(theme: StoredTheme | null | undefined): Record<string, unknown> | null {
  if (theme === null || theme === undefined) return null;
  return {
    ...(theme.colors !== undefined && { colors: { ...theme.colors } }),
    ...(theme.font !== undefined && { font: theme.font }),
    ...(theme.corners !== undefined && { corners: theme.corners }),
  };
}

/** A theme reduced to what a page shows of it, so that two themes stored in different key orders compare equal. */
function themeKey(theme: StoredTheme | null | undefined): string {
  if (theme === null || theme === undefined) return 'null';
  const colors = theme.colors === undefined ? null : [theme.colors.background ?? null, theme.colors.text ?? null, theme.colors.accent ?? null];
  return JSON.stringify([colors, theme.font ?? null, theme.corners ?? null]);
}

/**
 * A question by its fields in a fixed order: a content comes back from PostgreSQL with its keys in the
 * order it was written in (a json column) or in the column's own order (jsonb), depending on who wrote it.
 */
export function questionKey(question: StoredQuestion): string {
  const { id, kind, label, slug, position, required, options, scale } = question;
  const extra = question as StoredQuestion & { visibleIf?: unknown; maxSizeMb?: unknown; acceptedTypes?: unknown };
  return JSON.stringify([id, kind, label, slug, position, required, options, scale ?? null, extra.visibleIf ?? null, extra.maxSizeMb ?? null, extra.acceptedTypes ?? null]);
}

/** Settings by what they say, every default filled in, in a fixed order (see questionKey). */
export function settingsKey(settings: StoredFormContent['settings']): string {
  return JSON.stringify(formSettingsJson(settings));
}

/** Whether a save changes nothing: the service then writes nothing and answers the draft as it was. */
export function sameStoredContent(a: StoredFormContent, b: StoredFormContent): boolean {
  return (
    a.title === b.title &&
    a.questions.length === b.questions.length &&
    a.questions.every((question, index) => questionKey(question) === questionKey(b.questions[index])) &&
    a.hiddenFields.join('\n') === b.hiddenFields.join('\n') &&
    settingsKey(a.settings) === settingsKey(b.settings) &&
    themeKey(a.theme) === themeKey(b.theme)
  );
}

export interface DraftAuthor {
  type: string;
  id: string | null;
  label: string;
}

interface SavedDraft {
  basedOnVersion: number;
  content: StoredFormContent;
  updatedAt: Date;
  updatedBy: DraftAuthor;
}

/** The draft as v2 shows it. */
export function draftJson(draft: SavedDraft): unknown {
  const { content } = draft;
  return {
    draft: {
      based_on_version: draft.basedOnVersion,
      title: content.title,
      questions: content.questions.map(questionV2Json),
      hidden_fields: [...content.hiddenFields],
      settings: formSettingsJson(content.settings),
      theme: themeJson(content.theme),
      updated_at: timestamp(draft.updatedAt),
      updated_by: { type: draft.updatedBy.type, id: draft.updatedBy.id ?? '', label: draft.updatedBy.label },
    },
  };
}

/** PATCH /forms/{id}/draft with `{ draft: { questions } }`, without If-Match. */
export async function saveDraft(pool: Pool, workspaceId: string, formId: string, body: unknown, actor: DraftAuthor): Promise<unknown> {
  const change = (body as { draft?: unknown } | null)?.draft;
  if (typeof change !== 'object' || change === null) throw new DraftFailure(422, 'draft is required');
  const unexpected = Object.keys(change).find((key) => key !== 'questions');
  if (unexpected !== undefined) throw new DraftFailure(422, `draft.${unexpected} is not one the baseline saves`);
  if (!UUID.test(formId)) throw new DraftFailure(404, 'Form not found');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: forms } = await client.query<FormRecordRow>({ name: 'lock_form', text: LOCK_FORM_SQL, values: [workspaceId, formId] });
    if (forms.length === 0) throw new DraftFailure(404, 'Form not found');
    const [form] = forms;
    const { rows: drafts } = await client.query<FormDraftRow>({ text: LOCK_FORM_DRAFT_SQL, values: [workspaceId, formId] });
    const previous = drafts[0];
    // Without a draft the save starts from the live content, its theme included (as the service's does).
    const before: StoredFormContent = previous?.content ?? {
      title: form.title,
      questions: form.questions,
      hiddenFields: form.hidden_fields,
      settings: form.settings,
      theme: form.theme,
    };
    const known = new Set(before.questions.map((question) => question.id));
    // A content stored before themes reads as the brand alone, and is saved with that said (as the service saves it).
    const content: StoredFormContent = Object.assign({}, before, {
      questions: storedDraftQuestions((change as { questions?: unknown }).questions, known),
      theme: before.theme ?? null,
    });
    if (previous && sameStoredContent(previous.content, content)) {
      await client.query('COMMIT');
      return draftJson({
        basedOnVersion: previous.based_on_version,
        content: previous.content,
        updatedAt: previous.updated_at,
        updatedBy: { type: previous.updated_by_type, id: previous.updated_by_id, label: previous.updated_by_label },
      });
    }
    let basedOnVersion = previous?.based_on_version;
    if (basedOnVersion === undefined) {
      const { rows } = await client.query<{ version: number }>({ text: CURRENT_FORM_VERSION_SQL, values: [workspaceId, formId] });
      if (rows.length === 0) throw new DraftFailure(404, 'Form not found');
      basedOnVersion = rows[0].version;
    }
    const saved: SavedDraft = { basedOnVersion, content, updatedAt: new Date(), updatedBy: actor };
    await client.query({
      text: SAVE_FORM_DRAFT_SQL,
      values: [workspaceId, formId, basedOnVersion, JSON.stringify(content), (previous?.revision ?? 0) + 1, saved.updatedAt, actor.type, actor.id, actor.label],
    });
    await client.query('COMMIT');
    return draftJson(saved);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
