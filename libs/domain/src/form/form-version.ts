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

/**
 * The save of a draft an editor saw: its revision, or whether a save is the one (or one of those) they
 * saw, when what they hold tells more than the revision (a draft started again counts from 1 again).
 */
export type ExpectedDraftSave = number | ((save: Pick<FormDraft, 'revision' | 'updatedAt'>) => boolean);

/**
 * A draft edit made against the save the editor saw, or refused when another save came in between;
 * `'none'` is an edit meant to start the draft, refused when someone else started one meanwhile (it
 * would replace their draft unseen).
 */
export function assertDraftRevision(draft: FormDraft | null, expected: ExpectedDraftSave | 'none' | undefined): void {
  if (expected === undefined) return;
  if (expected === 'none') {
    if (draft !== null) throw DomainError.draftAlreadyStarted();
    return;
  }
  // Expecting a draft that is not there (discarded or published meanwhile) is a change unseen too.
  if (draft === null) throw DomainError.draftChanged();
  if (typeof expected === 'number' ? draft.revision !== expected : !expected(draft)) throw DomainError.draftChanged();
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

/**
 * How long a respondent who opened a version may still finish on it once a newer one is published: long
 * enough for anyone answering when the change went out, short enough that a page left open for days is
 * asked again on the form as it is now.
 */
export const SUPERSEDED_VERSION_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Which version a submission is taken on:
 * - `current`: the live one (nothing was carried, or the live one was);
 * - `earlier`: the version the respondent started on, superseded less than the grace period ago;
 * - `expired`: a version superseded longer ago: the respondent starts again on the live one;
 * - `unknown`: no such version of this form (not a whole number, 0, past the live one, or not stored).
 */
export type VersionToFill =
  | { kind: 'current'; version: number }
  | { kind: 'earlier'; version: number }
  | { kind: 'expired'; version: number }
  | { kind: 'unknown' };

/**
 * The rule for which version a submission may be taken on. `carried` is the version the page showed (or
 * the integrator named); `supersededAt` is when the version after `carried` was made, which only matters
 * (and is only read) when `carried` is older than `current`: null or absent when no such version is stored.
 */
export function versionToFill(input: { carried: number | undefined; current: number; supersededAt?: Date | null; now: Date }): VersionToFill {
  const { carried, current } = input;
  if (carried === undefined || carried === current) return { kind: 'current', version: current };
  if (!Number.isSafeInteger(carried) || carried < 1 || carried > current) return { kind: 'unknown' };
  if (!input.supersededAt) return { kind: 'unknown' };
  const since = input.now.getTime() - input.supersededAt.getTime();
  return since < SUPERSEDED_VERSION_GRACE_MS ? { kind: 'earlier', version: carried } : { kind: 'expired', version: carried };
}

/**
 * The same rule where a version is named outright (the JSON intake's `form_version`): refused as a wrong
 * `formVersion` unless it is the current version or one superseded less than 24 hours ago.
 */
export function assertVersionAnswerable(requested: number, current: number, supersededAt: Date | null, now: Date): void {
  const decided = versionToFill({ carried: requested, current, supersededAt, now });
  if (decided.kind === 'current' || decided.kind === 'earlier') return;
  throw DomainError.invalid('formVersion', 'must be the current version of the form or one replaced less than 24 hours ago');
}
