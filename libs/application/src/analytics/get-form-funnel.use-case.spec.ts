import { DomainError } from '@forms/domain';
import type { FormReadModel, FormView } from '../shared/ports/read-models.port';
import type { FunnelCounts, FunnelReadModel } from './form-views.port';
import { GetFormFunnel } from './get-form-funnel.use-case';

const WS = '11111111-1111-4111-8111-111111111111';
const FORM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const at = (iso: string) => new Date(iso);

const form = {
  id: FORM,
  title: 'Visit',
  questions: [
    { kind: 'short_text', label: 'Name' },
    { kind: 'page_break', label: 'Your visit' },
    { kind: 'page_break', label: 'Anything else' },
  ],
} as unknown as FormView;

function funnelOf(found: FormView | null, counts: FunnelCounts) {
  const asked: [Date, Date][] = [];
  const forms = { findById: async () => found } as unknown as FormReadModel;
  const funnel: FunnelReadModel = {
    counts: async (_workspaceId, _formId, since, until) => {
      asked.push([since, until]);
      return counts;
    },
  };
  return { asked, use: new GetFormFunnel(forms, funnel, { now: () => at('2026-11-25T13:20:00.500Z') }) };
}

describe('GetFormFunnel', () => {
  it('answers a step per page of the current content over the whole hours of the range, zeros for pages never reached', async () => {
    const { asked, use } = funnelOf(form, { views: 10, reached: new Map([[2, 6]]), submitted: 3 });
    const view = await use.execute({ workspaceId: WS, formId: FORM, since: at('2026-11-25T09:30:00Z'), until: at('2026-11-25T12:10:00Z') });
    expect(asked).toEqual([[at('2026-11-25T09:00:00Z'), at('2026-11-25T13:00:00Z')]]);
    expect(view).toEqual({
      formId: FORM,
      since: at('2026-11-25T09:00:00Z'),
      until: at('2026-11-25T13:00:00Z'),
      steps: [
        { page: 1, title: 'Visit', reached: 10 },
        { page: 2, title: 'Your visit', reached: 6 },
        { page: 3, title: 'Anything else', reached: 0 },
      ],
      submitted: 3,
    });
    // Without a range: the 30 days up to the end of the current second, then rounded to the hour.
    const byDefault = await use.execute({ workspaceId: WS, formId: FORM });
    expect([byDefault.since, byDefault.until]).toEqual([at('2026-10-26T13:00:00Z'), at('2026-11-25T14:00:00Z')]);
  });

  it('refuses a range backwards or too long, and an unknown form', async () => {
    const { use } = funnelOf(form, { views: 0, reached: new Map(), submitted: 0 });
    const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof DomainError ? error.message : String(error)));
    expect(await refusal(use.execute({ workspaceId: WS, formId: FORM, since: at('2026-11-26T00:00:00Z'), until: at('2026-11-25T00:00:00Z') }))).toBe(
      'since must not be later than until',
    );
    expect(await refusal(use.execute({ workspaceId: WS, formId: FORM, since: at('2025-01-01T00:00:00Z'), until: at('2026-11-25T00:00:00Z') }))).toBe(
      'since must be at most 366 days before until',
    );
    expect(await refusal(use.execute({ workspaceId: WS, formId: 'not-a-form' }))).toBe('Form not found');
    expect(await refusal(funnelOf(null, { views: 0, reached: new Map(), submitted: 0 }).use.execute({ workspaceId: WS, formId: FORM }))).toBe('Form not found');
  });
});
