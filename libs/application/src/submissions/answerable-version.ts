import { assertVersionAnswerable, DomainError, type Form, type FormVersionRepository } from '@forms/domain';

/**
 * The form to check a submission's answers on, and the version it records, when the respondent names the
 * version they were shown (`requested`): the live form for the current version; an earlier version's
 * questions, hidden fields and settings for one replaced less than 24 hours ago (the flags and closing
 * rules stay the live form's: the caller checks those on it); refused (422 naming `formVersion`) for any
 * other. For the JSON intake and the fill page alike.
 */
export async function answerableVersion(
  formVersions: Pick<FormVersionRepository, 'current' | 'find'>,
  form: Form,
  requested: number,
  now: Date,
): Promise<{ form: Form; version: number }> {
  const current = await formVersions.current(form.workspaceId, form.id);
  if (current === null) throw DomainError.formNotFound();
  if (requested === current) return { form, version: current };
  const earlier = requested < current ? await formVersions.find(form.workspaceId, form.id, requested) : null;
  assertVersionAnswerable(requested, current, earlier?.supersededAt ?? null, now);
  // The rule above passes only with a version found.
  return { form: form.withContent(earlier!.content), version: requested };
}
