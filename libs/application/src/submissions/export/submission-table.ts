import type { Form, QuestionKind } from '@forms/domain';
import type { ExportedSubmission } from '../../shared/ports/submission-export.port';
import { shownValue } from '../../uploads/file-answers';

/** A column after `submission_id` and `created_at`; `numeric` when its answers are numbers (number and rating). */
export interface ExportColumn {
  name: string;
  numeric: boolean;
}

/** One submission as a row: its id, its creation time, and one cell per column, `""` when it has nothing there. */
export interface ExportRow {
  submissionId: string;
  /** The form version the submission answered. */
  formVersion: number;
  createdAt: Date;
  cells: string[];
}

const NUMERIC_KINDS: readonly string[] = ['number', 'rating'] satisfies QuestionKind[];
const USER_AGENT_COLUMNS = ['browser', 'operating_system', 'device_type', 'ip_address'];

/**
 * The columns of a form's export and how a submission fills them: one per question the form has ever had
 * (current ones in order under their current label, then removed ones in the order they were removed
 * under their last label), one per hidden field, then the user agent's. An answer goes to the question
 * whose id it recorded; an answer stored before ids were recorded goes by slug, to the first column that
 * has it. A file answer shows the file's address under `baseUrl`.
 */
export class SubmissionTable {
  readonly columns: readonly ExportColumn[];
  private readonly byQuestionId = new Map<string, number>();
  private readonly bySlug = new Map<string, number>();
  private readonly byField = new Map<string, number>();
  private readonly answerColumns: number;

  constructor(
    form: Form,
    private readonly baseUrl: string,
  ) {
    const questions = form.questionsEverAsked;
    questions.forEach((question, index) => {
      this.byQuestionId.set(question.id, index);
      if (!this.bySlug.has(question.slug)) this.bySlug.set(question.slug, index);
    });
    form.hiddenFields.forEach((field, index) => this.byField.set(field, questions.length + index));
    this.answerColumns = questions.length + form.hiddenFields.length;
    this.columns = [
      ...questions.map((question) => ({ name: question.label, numeric: NUMERIC_KINDS.includes(question.kind) })),
      ...form.hiddenFields.map((field) => ({ name: field, numeric: false })),
      ...USER_AGENT_COLUMNS.map((name) => ({ name, numeric: false })),
    ];
  }

  row(submission: ExportedSubmission): ExportRow {
    const cells = new Array<string>(this.columns.length).fill('');
    for (const answer of submission.answers) {
      const column = answer.questionId !== undefined ? this.byQuestionId.get(answer.questionId) : this.bySlug.get(answer.slug);
      if (column !== undefined) cells[column] = shownValue(answer, this.baseUrl);
    }
    for (const { field, value } of submission.fieldValues) {
      const column = this.byField.get(field);
      if (column !== undefined) cells[column] = value;
    }
    const agent = submission.userAgent;
    cells[this.answerColumns] = joined(agent.name, agent.version);
    cells[this.answerColumns + 1] = joined(agent.operatingSystem, agent.operatingSystemVersion);
    cells[this.answerColumns + 2] = agent.deviceType;
    cells[this.answerColumns + 3] = agent.ipAddress;
    return { submissionId: submission.id, formVersion: submission.formVersion, createdAt: submission.createdAt, cells };
  }
}

/** `Chrome 120.0.0.0`, `Windows 10`; `""` when nothing is known. */
function joined(name: string, version: string): string {
  if (!name) return '';
  return version ? `${name} ${version}` : name;
}
