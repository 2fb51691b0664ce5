import { pagesOf } from './get-form-funnel.use-case';
import type { FunnelCounter } from './form-views.port';
import { RecordJourneyStep } from './record-journey-step.use-case';

const WS = '11111111-1111-4111-8111-111111111111';
const FORM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

class NotedCounts implements FunnelCounter {
  noted: string[] = [];
  recordReached(_workspaceId: string, _formId: string, page: number): void {
    this.noted.push(`page ${page}`);
  }
  recordSubmitted(): void {
    this.noted.push('submitted');
  }
}

describe('RecordJourneyStep', () => {
  it('counts a page reached once per visit, nothing for Back or the first page, and the submission', () => {
    const counts = new NotedCounts();
    const record = new RecordJourneyStep(counts);
    const step = (counted: ReadonlySet<number>, outcome: Parameters<RecordJourneyStep['execute']>[0]['outcome']) =>
      record.execute({ workspaceId: WS, formId: FORM, counted, outcome });
    const after2 = step(new Set(), { kind: 'next', page: 2 });
    expect([...after2]).toEqual([2]);
    const after3 = step(after2, { kind: 'next', page: 3 });
    expect([...after3].sort()).toEqual([2, 3]);
    expect(step(after3, { kind: 'back' })).toBe(after3);
    expect(step(after3, { kind: 'next', page: 2 })).toBe(after3);
    expect(step(after3, { kind: 'next', page: 1 })).toBe(after3);
    // A page skipped by its conditions is never shown, so never named: page 4 after page 2 counts page 4 only.
    expect([...step(after2, { kind: 'next', page: 4 })].sort()).toEqual([2, 4]);
    step(after3, { kind: 'stored' });
    expect(counts.noted).toEqual(['page 2', 'page 3', 'page 4', 'submitted']);
  });
});

describe('pagesOf', () => {
  it('names page 1 after the form and each later page after its page break', () => {
    expect(pagesOf({ title: 'Survey', questions: [{ kind: 'short_text', label: 'Name' }] })).toEqual([{ page: 1, title: 'Survey' }]);
    expect(
      pagesOf({
        title: 'Survey',
        questions: [
          { kind: 'short_text', label: 'Name' },
          { kind: 'page_break', label: 'Your visit' },
          { kind: 'rating', label: 'Stars' },
          { kind: 'page_break', label: 'Anything else' },
        ],
      }),
    ).toEqual([
      { page: 1, title: 'Survey' },
      { page: 2, title: 'Your visit' },
      { page: 3, title: 'Anything else' },
    ]);
  });
});
