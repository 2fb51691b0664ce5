import type { Actor } from '../access/actor';
import { DomainError } from '../errors';
import type { ContentChange, FormContent } from './form-content';

/** Who made a version or last saved a draft, as the activity log names actors. */
export interface ContentAuthor {
  type: Actor['type'];
  id: string | null;
  label: string;
}

export function authorOf(actor: Actor): ContentAuthor {
  return { type: actor.type, id: actor.id, label: actor.label };
}

/** A recorded state of a form's content. Versions count from 1 without gaps and are kept as long as the form. */
export interface FormVersion {
  workspaceId: string;
  formId: string;
  version: number;
  content: FormContent;
  /** What differs from the version before; empty for version 1. */
  changes: ContentChange[];
  createdAt: Date;
  createdBy: ContentAuthor;
}

/**
 * A form's pending content, which respondents never see until it is published. `basedOnVersion` is the
 * live version it started from; `revision` counts its saves, so that an editor can say which save they
 * saw (If-Match) and never overwrite a colleague's unseen.
 */
export interface FormDraft {
  workspaceId: string;
  formId: string;
  basedOnVersion: number;
  content: FormContent;
  revision: number;
  updatedAt: Date;
  updatedBy: ContentAuthor;
}

/** A draft edit made against the save the editor saw, or refused when another save came in between. */
export function assertDraftRevision(draft: FormDraft | null, expectedRevision: number | undefined): void {
  if (expectedRevision === undefined) return;
  // Expecting a draft that is not there (discarded or published meanwhile) is a change unseen too.
  if (draft === null || draft.revision !== expectedRevision) throw DomainError.draftChanged();
}

/**
 * A draft may become the next version only while the live form is still the version it started from:
 * otherwise publishing it would silently undo whatever was published, restored or patched meanwhile.
 */
export function assertDraftPublishable(draft: FormDraft, currentVersion: number): void {
  if (draft.basedOnVersion !== currentVersion) throw DomainError.draftOutdated();
}

/**
 * The draft after a save: the next revision, by `actor`, at `now`; a new draft starts at revision 1 from
 * `start.basedOnVersion`. `rebase` (a restore) bases an existing draft on that version too.
 */
export function savedDraft(
  previous: FormDraft | null,
  start: { workspaceId: string; formId: string; basedOnVersion: number },
  content: FormContent,
  actor: Actor,
  now: Date,
  rebase = false,
): FormDraft {
  return {
    workspaceId: start.workspaceId,
    formId: start.formId,
    basedOnVersion: rebase || previous === null ? start.basedOnVersion : previous.basedOnVersion,
    content,
    revision: (previous?.revision ?? 0) + 1,
    updatedAt: now,
    updatedBy: authorOf(actor),
  };
}

/** How long after a newer version replaced it a version may still be answered: a respondent who started on it finishes on it. */
export const SUPERSEDED_VERSION_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a submission may be taken on version `requested` of a form now at `current`: always on the
 * current one; on an earlier one only while it was replaced (`supersededAt`, when the version after it
 * was made) less than 24 hours ago; never on a version the form does not have (`supersededAt` null).
 * Refused as a wrong `formVersion`: the respondent starts again on the current version.
 */
export function assertVersionAnswerable(requested: number, current: number, supersededAt: Date | null, now: Date): void {
  if (requested === current) return;
  if (requested < current && supersededAt !== null && now.getTime() - supersededAt.getTime() < SUPERSEDED_VERSION_GRACE_MS) return;
  throw DomainError.invalid('formVersion', 'must be the current version of the form or one replaced less than 24 hours ago');
}
