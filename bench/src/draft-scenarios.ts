import type { LoadRequest } from './load/load-runner';
import type { QuestionJson, Scenario } from './scenarios';

/** The mark the second of S14P's two saves adds to the draft's last question, so that every save changes it. */
export const EDITED_MARK = ' (edited)';

/**
 * S14P's two saves of the big form's 50-question draft, sent in turn on each connection: the draft as the
 * service answered its first save (every question by id, with its slug, so the service keeps them as they
 * are), once as is and once with its last question's label edited. A save that changes nothing writes
 * nothing (the service compares the content first), so a single body sent again and again would measure
 * a read; in turn, each save replaces the draft's content, as a builder's autosave does.
 */
export function draftSaveBodies(draft: readonly QuestionJson[]): [string, string] {
  if (draft.length === 0) throw new Error("a draft's saves need its questions");
  const questions = draft.map(({ position: _position, ...question }) => ({ ...question }));
  const last = questions[questions.length - 1];
  const base = last.label.endsWith(EDITED_MARK) ? last.label.slice(0, -EDITED_MARK.length) : last.label;
  const body = (label: string) => JSON.stringify({ draft: { questions: [...questions.slice(0, -1), { ...last, label }] } });
  return [body(base), body(`${base}${EDITED_MARK}`)];
}

/**
 * S14P: the builder's save of the 50-question draft of the million-submission form (a PATCH of the whole
 * question list), without If-Match: the load's connections save the same draft concurrently, so any
 * ETag one of them carries is stale as soon as another saves, and each would be 412. Without the header
 * the save applies to whatever the draft is now (as v2 documents it); the If-Match comparison the console
 * sends costs a comparison in memory after the same locked read, no other statement.
 */
export function draftSaveScenario(context: { bigFormId: string; draftQuestions: readonly QuestionJson[] }, headers: (port: number) => Record<string, string>): Scenario {
  const [first, second] = draftSaveBodies(context.draftQuestions);
  const save = (port: number, body: string): LoadRequest => ({
    method: 'PATCH',
    path: `/api/external/v2/forms/${context.bigFormId}/draft`,
    headers: { ...headers(port), 'Content-Type': 'application/json' },
    body,
  });
  return {
    id: 'S14P',
    title: 'v2 save of the 50-question draft of the big form (PATCH, two bodies in turn)',
    expectedStatus: 200,
    // Each save is stamped with its time and author: the timestamps differ between the servers.
    createsResource: true,
    request: (port) => save(port, first),
    rotation: (port) => [save(port, first), save(port, second)],
  };
}

/** S14U's form: a few questions of the kinds a short form has, as an author would write them through v2. */
export const PUBLISH_FORM_QUESTIONS = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'email', label: 'Email', required: true },
  { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro', 'Enterprise'] },
  { kind: 'yes_no', label: 'Newsletter' },
];

/**
 * S14U: the builder's save and publish of a small form of its own, as one turn: a PATCH of its draft with
 * its last label changed (alternating the two labels of `draftSaveBodies`, so that every publish makes a
 * version), then the publish. Both requests are measured: a publish needs a draft that differs from the
 * live content, so a publish alone cannot be sent again and again. One connection: publishes of one form
 * queue on its row lock anyway, and with two connections one's publish would find the draft the other
 * just published (404) or based on a version that is no longer the live one (409).
 */
export function draftPublishScenario(context: { formId: string; questions: readonly QuestionJson[] }, headers: (port: number) => Record<string, string>): Scenario {
  const [live, edited] = draftSaveBodies(context.questions);
  const path = `/api/external/v2/forms/${context.formId}/draft`;
  const save = (port: number, body: string): LoadRequest => ({ method: 'PATCH', path, headers: { ...headers(port), 'Content-Type': 'application/json' }, body });
  const publish = (port: number): LoadRequest => ({ method: 'POST', path: `${path}/publish`, headers: headers(port) });
  return {
    id: 'S14U',
    title: 'v2 save and publish of the draft of a 4-question form (PATCH + POST publish, one connection)',
    expectedStatus: 200,
    // Each save and publish is stamped with its time; the versions go on counting from one server to the other.
    createsResource: true,
    blankKeys: ['version', 'based_on_version'],
    connections: 1,
    request: (port) => publish(port),
    // The live form starts with the labels of the first body: the edited one is saved first, so every turn changes it.
    rotation: (port) => [save(port, edited), publish(port), save(port, live), publish(port)],
  };
}
