import { INVITATION_WINDOW_MS } from '@forms/domain';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../../access/sessions/session-lifetime';
import { CLIENT_WINDOW_MS } from '../../uploads/upload-quota';
import type { Clock } from '../ports/system.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What no rule looks at any more, by table. */
export interface ExpiredRecords {
  signInAttemptsBefore: Date;
  counterWindowsBefore: Date;
  invitationSendsBefore: Date;
  sessions: { endedBefore: Date; lastSeenBefore: Date; createdBefore: Date };
  /** Uploads that no submission used (or that never finished arriving), with their chunks. */
  unusedUploadsBefore: Date;
  /** Windows of clients' uploaded bytes that no quota looks at any more. */
  uploadWindowsBefore: Date;
  /** Now: partial responses older than their form's days of keeping them (or of a form that stopped) go. */
  partialResponsesAt: Date;
}

export interface PurgeSettings {
  /** How long an upload may wait for its submission. */
  unusedUploadMs: number;
}

export interface HousekeepingStore {
  /** Deletes what `expired` names; the number of rows dropped. */
  purge(expired: ExpiredRecords): Promise<number>;
}

/**
 * Housekeeping of what signing in and its limits leave behind: expired attempts, closed counter windows,
 * invitation emails past their allowance's 24 hours, and sessions a day after they ended or expired.
 * None of them is used once past these bounds; this only keeps the tables from growing without end.
 * Uploads no submission used within UPLOAD_PENDING_HOURS go too (they hold files a stranger sent, so they
 * must not pile up), with the counts of clients' uploads of closed hours.
 */
export class PurgeExpiredRecords {
  constructor(
    private readonly store: HousekeepingStore,
    private readonly clock: Clock,
    private readonly settings: PurgeSettings,
  ) {}

  execute(): Promise<number> {
    const now = this.clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms);
    return this.store.purge({
      signInAttemptsBefore: ago(DAY_MS),
      counterWindowsBefore: ago(DAY_MS),
      invitationSendsBefore: ago(INVITATION_WINDOW_MS),
      sessions: { endedBefore: ago(DAY_MS), lastSeenBefore: ago(SESSION_IDLE_MS + DAY_MS), createdBefore: ago(SESSION_MAX_AGE_MS + DAY_MS) },
      // A file is uploaded just before its submission; one not used within hours never will be.
      unusedUploadsBefore: ago(this.settings.unusedUploadMs),
      // A client's quota looks at the current hour's window and the one before.
      uploadWindowsBefore: ago(2 * CLIENT_WINDOW_MS),
      partialResponsesAt: ago(0),
    });
  }
}
