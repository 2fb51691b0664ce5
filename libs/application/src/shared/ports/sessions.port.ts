/** A member's session as stored: never its value, only the hash of it. */
export interface StoredSession {
  id: string;
  teamMemberId: string;
  secretHash: Uint8Array;
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
}

/** What a request with a session cookie needs, found in one round trip: this runs on every console request. */
export interface SessionCredentials {
  workspace: { id: string; subdomain: string; name: string };
  /** Null when the workspace has no session with that id. */
  session: StoredSession | null;
  /** The session's member as they are now (role changes apply to the next request). */
  member: { id: string; email: string; organizationRole: string; active: boolean } | null;
}

export interface SessionListing {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  clientIp: string;
}

export interface SessionReadModel {
  findForRequest(subdomain: string, sessionId: string): Promise<SessionCredentials | null>;
  /** Sessions of the member not ended and still within both lifetimes, newest first. */
  listLive(workspaceId: string, teamMemberId: string, lastSeenAfter: Date, createdAfter: Date): Promise<SessionListing[]>;
  /** Marks the session used now (only moves forward). */
  recordUse(workspaceId: string, sessionId: string, now: Date): Promise<void>;
}

export interface NewSession {
  workspaceId: string;
  id: string;
  teamMemberId: string;
  secretHash: Uint8Array;
  createdAt: Date;
  userAgent: string;
  clientIp: string;
}

/** Sessions change in the transaction of what starts or ends them (a sign-in, a deactivation). */
export interface SessionRepository {
  start(session: NewSession): Promise<void>;
  /** Ends one session; with `teamMemberId`, only if it is that member's. True when a live one was ended. */
  end(workspaceId: string, sessionId: string, teamMemberId: string | null, now: Date): Promise<boolean>;
  /** Ends every session of the member at once (deactivation, removal). */
  endAllOf(workspaceId: string, teamMemberId: string, now: Date): Promise<void>;
}
