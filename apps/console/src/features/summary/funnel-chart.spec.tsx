import { render, screen, within } from '@testing-library/react';
import { FunnelChart } from './funnel-chart';
import { funnelRows } from './funnel';

const FUNNEL = {
  steps: [
    { page: 1, title: 'About you', reached: 1000 },
    { page: 2, title: 'Your visit', reached: 640 },
    { page: 3, title: 'Anything else', reached: 600 },
  ],
  submitted: 410,
};

const SKIPPED = [
  { page: 1, title: 'Workshop sign-up', reached: 1 },
  { page: 2, title: 'Getting there', reached: 0 },
  { page: 3, title: 'Before the day', reached: 1 },
];

describe('funnelRows', () => {
  it('gives each step its share of the views and what it lost since the step before, in numbers and percent', () => {
    expect(funnelRows(FUNNEL)).toEqual([
      { label: 'Page 1 viewed: About you', count: 1000, ofViews: 100, dropOff: null },
      { label: 'Page 2 reached: Your visit', count: 640, ofViews: 64, dropOff: { count: 360, percent: 36 } },
      { label: 'Page 3 reached: Anything else', count: 600, ofViews: 60, dropOff: { count: 40, percent: 6 } },
      { label: 'Submitted', count: 410, ofViews: 41, dropOff: { count: 190, percent: 32 } },
    ]);
  });

  it('never loses a negative count, and shares nothing of no views', () => {
    expect(funnelRows({ steps: [{ page: 1, title: 'One page', reached: 0 }], submitted: 2 })).toEqual([
      { label: 'Page 1 viewed: One page', count: 0, ofViews: 0, dropOff: null },
      { label: 'Submitted', count: 2, ofViews: 0, dropOff: null },
    ]);
  });

  it('loses nothing at a page skipped by its conditions: a later step that counts more shows the earlier dip is no drop-off', () => {
    // One visit answered "Online": the travel page was skipped, the last page reached, the form sent.
    expect(funnelRows({ steps: [SKIPPED[0], SKIPPED[1], SKIPPED[2]], submitted: 1 }).map((row) => row.dropOff)).toEqual([null, null, null, null]);
    // Ten views, four went through the conditional page, nine reached the last page, eight sent: one was lost
    // before the last page (counted at the conditional page, the first place it can show) and one on it.
    expect(
      funnelRows({ steps: [{ ...SKIPPED[0], reached: 10 }, { ...SKIPPED[1], reached: 4 }, { ...SKIPPED[2], reached: 9 }], submitted: 8 }).map((row) => row.dropOff),
    ).toEqual([null, { count: 1, percent: 10 }, null, { count: 1, percent: 11 }]);
  });
});

describe('FunnelChart', () => {
  it('draws a bar per step with its figures as text, described in one sentence, and a table of the drop-offs', () => {
    render(<FunnelChart funnel={FUNNEL} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Funnel: Page 1 viewed: About you 1000; Page 2 reached: Your visit 640, 360 fewer than the step before (36%); ' +
        'Page 3 reached: Anything else 600, 40 fewer than the step before (6%); Submitted 410, 190 fewer than the step before (32%).',
    );
    expect([...chart.querySelectorAll('.bar-figure')].map((figure) => figure.textContent)).toEqual(['1000 (100%)', '640 (64%)', '600 (60%)', '410 (41%)']);
    expect([...chart.querySelectorAll('rect.bar-fill')].map((bar) => bar.getAttribute('width'))).toEqual(['100%', '64%', '60%', '41%']);
    const table = screen.getByRole('table', { name: 'Funnel figures' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1000', '—'],
      ['640', '−360 (36%)'],
      ['600', '−40 (6%)'],
      ['410', '−190 (32%)'],
    ]);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Page 1 viewed: About you',
      'Page 2 reached: Your visit',
      'Page 3 reached: Anything else',
      'Submitted',
    ]);
  });

  it('shows no drop-off (never a negative one, nor "−1 (100%)") at a skipped page or where a later step counts more', () => {
    render(<FunnelChart funnel={{ steps: SKIPPED, submitted: 1 }} />);
    const table = screen.getByRole('table', { name: 'Funnel figures' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', '—'],
      ['0', '—'],
      ['1', '—'],
      ['1', '—'],
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Funnel: Page 1 viewed: Workshop sign-up 1; Page 2 reached: Getting there 0; Page 3 reached: Before the day 1; Submitted 1.',
    );
  });
});
