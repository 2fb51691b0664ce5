import type { ViewCounter } from './form-views.port';

/** What the fill page showed: a view counts only when the form was there to be filled in. */
export interface ShownFormPage {
  workspaceId: string;
  form: { id: string };
  acceptsResponses: boolean;
}

/**
 * Counts a view of the fill page. The caller decides what was a person's visit (a GET, not a prefetch);
 * this decides that only a page showing a form that takes answers is a view: a closed form's notice is not.
 */
export class RecordFormView {
  constructor(private readonly counter: ViewCounter) {}

  execute(page: ShownFormPage): void {
    if (page.acceptsResponses) this.counter.record(page.workspaceId, page.form.id);
  }
}
