import { impactCandidates, impactText } from './baseline-impact';

describe('the baseline impact of a draft', () => {
  const live = [
    { id: 'q1', kind: 'short_text', label: 'Name', required: true, options: [] },
    { id: 'p1', kind: 'page_break', label: 'More' },
    { id: 'q2', kind: 'single_choice', label: 'Plan', options: ['Solo', 'Team', 'Enterprise'] },
    { id: 'q3', kind: 'multiple_choice', label: 'Topics', options: ['API', 'Billing', 'Other'], required: false },
    { id: 'q4', kind: 'number', label: 'Team size' },
    { id: 'q5', kind: 'long_text', label: 'Comments' },
  ];

  it('names, in the live order, each question removed, of another kind, losing options or newly required', () => {
    const draft = [
      { id: 'q1', kind: 'short_text', label: 'Full name', required: true },
      { id: 'q2', kind: 'single_choice', label: 'Plan', options: ['Solo', 'Business'], required: true },
      { id: 'q3', kind: 'multiple_choice', label: 'Topics', options: ['Other'] },
      { id: 'q4', kind: 'short_text', label: 'Team size', required: true },
      { id: 'new', kind: 'short_text', label: 'Extra', required: true },
    ];
    expect(impactCandidates(live, draft)).toEqual([
      { questionId: 'q2', label: 'Plan', multiple: false, change: 'options_removed', removedOptions: ['Team', 'Enterprise'] },
      { questionId: 'q2', label: 'Plan', multiple: false, change: 'required_added' },
      { questionId: 'q3', label: 'Topics', multiple: true, change: 'options_removed', removedOptions: ['API', 'Billing'] },
      { questionId: 'q4', label: 'Team size', multiple: false, change: 'kind_changed' },
      { questionId: 'q5', label: 'Comments', multiple: false, change: 'removed' },
    ]);
    expect(impactCandidates(live, live)).toEqual([]);
  });

  it('says each in the words of the API', () => {
    const [plan, required, topics, kind, removed] = impactCandidates(live, [
      { id: 'q1', kind: 'short_text', label: 'Name', required: true },
      { id: 'q2', kind: 'single_choice', label: 'Plan', options: ['Solo'], required: true },
      { id: 'q3', kind: 'multiple_choice', label: 'Topics', options: ['Other'] },
      { id: 'q4', kind: 'short_text', label: 'Team size' },
    ]);
    expect(impactText(plan, 12)).toBe('12 responses chose "Team", "Enterprise" in "Plan"; they keep their answers');
    expect(impactText(required, 1)).toBe('"Plan" becomes required; 1 response answered it so far');
    expect(impactText(topics, 0)).toBe('0 responses chose "API", "Billing" in "Topics"; they keep their answers');
    expect(impactText(kind, 3)).toBe('3 responses answered "Team size" before its kind changes; they keep their answers');
    expect(impactText(removed, 40)).toBe('40 responses answered "Comments"; they keep their answers');
  });
});
