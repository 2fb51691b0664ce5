import type { ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import {
  CSV_BYTE_ORDER_MARK,
  csvRecord,
  EXPORT_BATCH_SIZE,
  EXPORT_PAGE_OLDEST_SQL,
  type ExportRow,
  FIND_FORM_SQL,
  TAKE_EXPORT_SLOT_SQL,
  UNLOCK_EXPORT_SLOTS_SQL,
} from '@forms/persistence/sql';
import { shownValue, timestamp } from './baseline-json';

// The export of S9, by hand: the service's statements (slot, then page after page by position as the
// client takes the bytes, each page a statement of its own) and its CSV bytes (the same record function), whole form, oldest first.

interface QuestionColumn {
  id: string;
  slug: string;
  label: string;
}

interface ExportFormRow {
  title: string;
  questions: QuestionColumn[];
  retired_questions: QuestionColumn[];
  hidden_fields: string[];
  last_position: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function joined(name: string, version: string): string {
  if (!name) return '';
  return version ? `${name} ${version}` : name;
}

export class ExportRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function exportCsv(pool: Pool, workspaceId: string, formId: string, baseUrl: string, res: ServerResponse): Promise<void> {
  const client = await pool.connect();
  let locked = false;
  let gone = false;
  res.on('close', () => {
    if (!res.writableFinished) gone = true;
  });
  try {
    const { rows: forms } = await client.query<ExportFormRow>({ name: 'find_form', text: FIND_FORM_SQL, values: [workspaceId, formId] });
    if (forms.length === 0) throw new ExportRefused(404, 'Form not found');
    const { rows: slots } = await client.query<{ slot: number | null }>(TAKE_EXPORT_SLOT_SQL, [workspaceId]);
    if (slots[0]?.slot == null) throw new ExportRefused(429, 'Too many exports running for this workspace, try again later');
    locked = true;
    const form = forms[0];
    const questions = [...form.questions, ...(form.retired_questions ?? [])];
    const byId = new Map<string, number>();
    const bySlug = new Map<string, number>();
    questions.forEach((question, index) => {
      byId.set(question.id, index);
      if (!bySlug.has(question.slug)) bySlug.set(question.slug, index);
    });
    const byField = new Map(form.hidden_fields.map((field, index) => [field, questions.length + index]));
    const answerColumns = questions.length + form.hidden_fields.length;
    let after = 0;

    res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="export.csv"' });
    const header = ['submission_id', 'form_version', 'created_at', ...questions.map((q) => q.label), ...form.hidden_fields, 'browser', 'operating_system', 'device_type', 'ip_address'];
    res.write(CSV_BYTE_ORDER_MARK + csvRecord(header));
    for (;;) {
      const { rows } = await client.query<ExportRow>({ name: 'submission_export_oldest', text: EXPORT_PAGE_OLDEST_SQL, values: [workspaceId, formId, after, form.last_position] });
      if (gone) return;
      let chunk = '';
      for (const row of rows) {
        after = row.position;
        const cells = new Array<string>(answerColumns + 4).fill('');
        for (const response of row.responses ?? []) {
          const questionId = response.question_id;
          const column = typeof questionId === 'string' && questionId !== '' ? byId.get(questionId) : bySlug.get(text(response.slug));
          if (column !== undefined) cells[column] = shownValue(response.kind, text(response.value), baseUrl);
        }
        for (const item of row.field_values ?? []) {
          const column = byField.get(text(item.field));
          if (column !== undefined) cells[column] = text(item.value);
        }
        const agent = row.user_agent ?? {};
        cells[answerColumns] = joined(text(agent.name), text(agent.version));
        cells[answerColumns + 1] = joined(text(agent.operating_system), text(agent.operating_system_version));
        cells[answerColumns + 2] = text(agent.device_type);
        cells[answerColumns + 3] = text(agent.ip_address);
        chunk += csvRecord([row.id, String(row.form_version), timestamp(row.created_at), ...cells]);
      }
      if (chunk !== '' && !res.write(chunk)) {
        await new Promise<void>((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
      }
      if (gone) return;
      if (rows.length < EXPORT_BATCH_SIZE) break;
    }
    res.end();
  } finally {
    if (!locked) client.release();
    else
      await client.query(UNLOCK_EXPORT_SLOTS_SQL).then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
  }
}
