import { type Actor, DomainError } from '@forms/domain';
import type { SessionListing, SessionReadModel } from '../../shared/ports/sessions.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import type { Clock } from '../../shared/ports/system.port';
import { liveSessionBounds } from './session-lifetime';
import { isUuid } from '../../shared/identifiers';

function signedInMember(actor: Actor): string {
  if (actor.type !== 'member') throw DomainError.signInRequired();
  return actor.id;
}

/** The signed-in member's live sessions, newest first; the one making the request is marked. */
export class ListSessions {
  constructor(
    private readonly sessions: SessionReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(query: { actor: Actor; workspaceId: string; currentSessionId: string }): Promise<Array<SessionListing & { current: boolean }>> {
    const memberId = signedInMember(query.actor);
    const { lastSeenAfter, createdAfter } = liveSessionBounds(this.clock);
    const live = await this.sessions.listLive(query.workspaceId, memberId, lastSeenAfter, createdAfter);
    return live.map((session) => Object.assign({}, session, { current: session.id === query.currentSessionId }));
  }
}

/** Ends one of the member's own sessions (another member's is "not found"), or the current one on sign-out. */
export class EndSession {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; workspaceId: string; sessionId: string }): Promise<void> {
    const memberId = signedInMember(command.actor);
    if (!isUuid(command.sessionId)) throw DomainError.sessionNotFound();
    const ended = await this.unitOfWork.run(({ sessions }) => sessions.end(command.workspaceId, command.sessionId, memberId, this.clock.now()));
    if (!ended) throw DomainError.sessionNotFound();
  }
}
