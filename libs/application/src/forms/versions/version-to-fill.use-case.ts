import { type FormContent, versionToFill } from '@forms/domain';
import type { FormVersionReadModel } from '../../shared/ports/versions.port';
import type { Clock } from '../../shared/ports/system.port';

/** The version a submission is taken on, with the content to check its answers against when it is not the live one. */
export type FillVersion =
  | { kind: 'current'; version: number }
  | { kind: 'earlier'; version: number; content: FormContent }
  | { kind: 'expired'; version: number }
  | { kind: 'unknown' };

/**
 * Which version a submission may be taken on: the live one, or the version the respondent started on
 * (the fill page's hidden field, the intake's `form_version`) while it was superseded less than 24 hours
 * ago (`versionToFill`). When the version carried is the live one, nothing is read: the fill page and the
 * intake already hold the live content and its number. An earlier version is read (one statement) only
 * for a respondent finishing on it.
 */
export class VersionToFill {
  constructor(
    private readonly versions: Pick<FormVersionReadModel, 'superseded'>,
    private readonly clock: Clock,
  ) {}

  async execute(query: { workspaceId: string; formId: string; currentVersion: number; carried: number | undefined }): Promise<FillVersion> {
    const now = this.clock.now();
    const { carried, currentVersion: current } = query;
    // Only an earlier whole number needs its successor's date; everything else is decided without a read.
    const earlierNumber = carried !== undefined && Number.isSafeInteger(carried) && carried >= 1 && carried < current;
    const stored = earlierNumber ? await this.versions.superseded(query.workspaceId, query.formId, carried) : null;
    const decided = versionToFill({ carried, current, supersededAt: stored?.supersededAt ?? null, now });
    if (decided.kind !== 'earlier') return decided;
    // versionToFill says `earlier` only with a successor's date, which only a stored version has.
    return stored ? { kind: 'earlier', version: decided.version, content: stored.content } : { kind: 'unknown' };
  }
}

/** The version a page or a post names: absent (a page from before versions, a post that names none) or a number, NaN when it is none. */
export function carriedVersion(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
}
