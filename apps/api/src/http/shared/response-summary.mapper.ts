import type { ResponseSummaryView } from '@forms/application';
import type { QuestionSummary } from '@forms/domain';
import { formatTimestamp } from './timestamp';

export interface QuestionSummaryRepresentation {
  id: string;
  slug: string;
  label: string;
  kind: string;
  answered: number;
  skipped: number;
  options?: { label: string; count: number; retired?: true }[];
  distribution?: { value: number; count: number }[];
  average?: number | null;
  min?: number | null;
  max?: number | null;
  earliest?: string | null;
  latest?: string | null | { submission_id: string; value: string; created_at: string }[];
}

export interface ResponseSummaryRepresentation {
  summary: {
    form_id: string;
    since: string | null;
    until: string | null;
    submissions: number;
    questions: QuestionSummaryRepresentation[];
  };
}

function toQuestion(question: QuestionSummary): QuestionSummaryRepresentation {
  const base = {
    id: question.id,
    slug: question.slug,
    label: question.label,
    kind: question.kind,
    answered: question.answered,
    skipped: question.skipped,
  };
  const { figures } = question;
  switch (figures.type) {
    case 'options':
      return {
        ...base,
        options: figures.options.map((option) =>
          option.retired ? { label: option.label, count: option.count, retired: true as const } : { label: option.label, count: option.count },
        ),
      };
    case 'rating':
      return { ...base, distribution: figures.distribution, average: figures.average };
    case 'number':
      return { ...base, min: figures.min, max: figures.max, average: figures.average };
    case 'date':
      return { ...base, earliest: figures.earliest, latest: figures.latest };
    case 'files':
      return base;
    case 'text':
      return {
        ...base,
        latest: figures.latest.map((answer) => ({ submission_id: answer.submissionId, value: answer.value, created_at: formatTimestamp(answer.createdAt) })),
      };
  }
}

/** The summary as v2 and the console show it: the same shape in both. */
export function toResponseSummary(view: ResponseSummaryView): ResponseSummaryRepresentation {
  return {
    summary: {
      form_id: view.formId,
      since: view.since ? formatTimestamp(view.since) : null,
      until: view.until ? formatTimestamp(view.until) : null,
      submissions: view.submissions,
      questions: view.questions.map(toQuestion),
    },
  };
}
