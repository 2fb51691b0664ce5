/**
 * Kinds whose answers a confirmation quotes: picked from the form's own options, or a number, a date, a
 * rating. Everything else a respondent types (text, addresses, phone numbers, links, file names) is
 * never repeated: otherwise anyone could mail any text to any address through a public form.
 */
const QUOTED_KINDS: ReadonlySet<string> = new Set(['single_choice', 'multiple_choice', 'dropdown', 'yes_no', 'number', 'date', 'rating']);

/** Shown for an answer the confirmation does not repeat. */
export const ANSWERED = '(answered)';

/** Something a mail reader would turn into a link, even in an option label. */
const LINK_LIKE = /:\/\/|\bwww\.|[a-z0-9-]\.[a-z]{2,}\b/i;

/** The answers as a respondent's confirmation shows them: quoted only when they cannot carry text of the sender's choosing. */
export function confirmationAnswers(responses: readonly { label: string; kind: string; value: string }[]): { label: string; value: string }[] {
  return responses.map((response) => {
    if (response.value === '') return { label: response.label, value: '' };
    const quoted = QUOTED_KINDS.has(response.kind) && !LINK_LIKE.test(response.value);
    return { label: response.label, value: quoted ? response.value : ANSWERED };
  });
}
