import type { ActivityEntry, ActivityLog } from '@forms/application';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { INSERT_ACTIVITY_SQL } from './activity.sql';
import { runSql } from '../run-sql';

export class TypeormActivityLog implements ActivityLog {
  constructor(private readonly manager: EntityManager) {}

  async record(entries: readonly ActivityEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const column = <T>(pick: (entry: ActivityEntry) => T): T[] => entries.map(pick);
    await runSql(this.manager, INSERT_ACTIVITY_SQL, [
      column((entry) => entry.workspaceId),
      column(() => randomUUID()),
      column((entry) => entry.at),
      column((entry) => entry.actor.type),
      column((entry) => entry.actor.id),
      column((entry) => entry.actor.label),
      column((entry) => entry.action),
      column((entry) => entry.target.type),
      column((entry) => entry.target.id),
      column((entry) => entry.target.label),
      column((entry) => entry.clientIp),
    ], 'activity_insert');
  }
}
