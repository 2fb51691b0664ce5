import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { FormReadModel } from '../shared/ports/read-models.port';
import type { Clock } from '../shared/ports/system.port';
import { analyticsRange } from './analytics-range';
import type { FunnelReadModel } from './form-views.port';
import { viewWindow } from './utc-day';

export interface FormFunnelQuery {
  workspaceId: string;
  formId: string;
  since?: Date;
  until?: Date;
}

export interface FunnelStep {
  page: number;
  title: string;
  reached: number;
}

export interface FormFunnelView {
  formId: string;
  /** The whole UTC hours counted: the range's since rounded down to the hour, its until rounded up. */
  since: Date;
  until: Date;
  steps: FunnelStep[];
  submitted: number;
}

/** The pages of a form's current content: the form's title for the first, each page break's label after it. */
export function pagesOf(form: { title: string; questions: readonly { kind: string; label: string }[] }): { page: number; title: string }[] {
  const pages = [{ page: 1, title: form.title }];
  for (const question of form.questions) if (question.kind === 'page_break') pages.push({ page: pages.length + 1, title: question.label });
  return pages;
}

/**
 * How far respondents got through a form over a range: the views of its first page, the times each later
 * page was reached, and the submissions made through the fill page. The counts are kept per UTC hour, so
 * the answer covers the whole hours the range touches, and says which.
 */
export class GetFormFunnel {
  constructor(
    private readonly forms: FormReadModel,
    private readonly funnel: FunnelReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(query: FormFunnelQuery): Promise<FormFunnelView> {
    const range = analyticsRange(query, this.clock);
    if (!isUuid(query.formId)) throw DomainError.formNotFound();
    const form = await this.forms.findById(query.workspaceId, query.formId);
    if (!form) throw DomainError.formNotFound();
    const window = viewWindow(range.since, range.until);
    const counts = await this.funnel.counts(query.workspaceId, query.formId, window.since, window.until);
    return {
      formId: form.id,
      since: window.since,
      until: window.until,
      steps: pagesOf(form).map(({ page, title }) => ({ page, title, reached: page === 1 ? counts.views : (counts.reached.get(page) ?? 0) })),
      submitted: counts.submitted,
    };
  }
}
