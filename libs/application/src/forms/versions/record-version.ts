import { type Actor, authorOf, contentOf, describeChanges, type Form, type FormContent, sameContent } from '@forms/domain';
import type { Repositories } from '../../shared/ports/unit-of-work.port';

/**
 * After a change of `form` (held under its row lock), records its content as the next version when the
 * content differs from `before`: with what changed, when and by whom. Returns the new version's number,
 * or null when only flags changed (or nothing did): those make no version.
 */
export async function recordNextVersion(
  repositories: Pick<Repositories, 'formVersions'>,
  form: Form,
  before: FormContent,
  actor: Actor,
): Promise<number | null> {
  const after = contentOf(form);
  if (sameContent(before, after)) return null;
  const current = await repositories.formVersions.current(form.workspaceId, form.id);
  if (current === null) throw new Error(`form ${form.id} has no version`);
  const version = current + 1;
  await repositories.formVersions.append({
    workspaceId: form.workspaceId,
    formId: form.id,
    version,
    content: after,
    changes: describeChanges(before, after),
    createdAt: form.updatedAt,
    createdBy: authorOf(actor),
  });
  return version;
}

/** Version 1 of a form just inserted: its content as created, with nothing before it. */
export async function recordFirstVersion(repositories: Pick<Repositories, 'formVersions'>, form: Form, actor: Actor): Promise<void> {
  await repositories.formVersions.append({
    workspaceId: form.workspaceId,
    formId: form.id,
    version: 1,
    content: contentOf(form),
    changes: [],
    createdAt: form.createdAt,
    createdBy: authorOf(actor),
  });
}
