import { Email, Form } from '@forms/domain';
import { questionsFor, sampleResponses } from './sample-data';

let counter = 0;
const ids = { next: (): string => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}` };

/** A form asking all ten sample questions, as the seeding creates it. */
function sampleForm(): { form: Form; samples: ReturnType<typeof questionsFor> } {
  const samples = questionsFor(0, 10);
  const form = Form.create({
    id: ids.next(),
    workspaceId: ids.next(),
    title: 'Sample',
    createdBy: Email.create('ada@acme.test'),
    now: new Date('2026-03-01T10:00:00Z'),
    questions: samples.map((sample) => sample.input),
    hiddenFields: [],
    newId: ids.next,
  });
  return { form, samples };
}

describe('sampleResponses', () => {
  it('answers each question as before without a long-text length', () => {
    const { form, samples } = sampleForm();
    const comment = sampleResponses(form.questions, samples, 1, ids).find((response) => response.kind === 'long_text');
    expect(comment?.value).toBe('Comment number 10: the form was easy to fill in.');
  });

  it('makes each non-empty long-text answer exactly that long, its comment repeated, and leaves every other answer as it was', () => {
    const { form, samples } = sampleForm();
    for (const n of [0, 1, 2, 3]) {
      const plain = sampleResponses(form.questions, samples, n, ids);
      const long = sampleResponses(form.questions, samples, n, ids, 4_000);
      for (const [index, response] of long.entries()) {
        if (response.kind !== 'long_text' || plain[index].value === '') {
          expect(response.value).toBe(plain[index].value);
          continue;
        }
        expect(response.value).toHaveLength(4_000);
        expect(response.value.startsWith(`${plain[index].value} ${plain[index].value} `)).toBe(true);
        expect(response.value).not.toContain('\n');
      }
    }
    // Some of the four are empty comments, some long ones.
    const values = [0, 1, 2, 3].map((n) => sampleResponses(form.questions, samples, n, ids, 4_000).find((response) => response.kind === 'long_text')!.value);
    expect(values.map((value) => value.length).sort()).toEqual([0, 4_000, 4_000, 4_000]);
  });
});
