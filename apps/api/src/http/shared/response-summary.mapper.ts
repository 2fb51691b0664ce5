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
  const representation: QuestionSummaryRepresentation = {
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
      representation.options = figures.options.map((option) =>
        option.retired ? { label: option.label, count: option.count, retired: true as const } : { label: option.label, count: option.count },
      );
      break;
    case 'rating':
      representation.distribution = figures.distribution;
      representation.average = figures.average;
      break;
    case 'number':
      representation.min = figures.min;
      representation.max = figures.max;
      representation.average = figures.average;
      break;
    case 'date':
      representation.earliest = figures.earliest;
      representation.latest = figures.latest;
      break;
    case 'files':
      break;
    case 'text':
      representation.latest = figures.latest.map((answer) => ({ submission_id: answer.submissionId, value: answer.value, created_at: formatTimestamp(answer.createdAt) }));
      break;
  }
  return representation;
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
