import type { Form, FormRepository } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { assertStorableText, isUuid } from '../storable-values';
import { FormMapper } from './form.mapper';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { FormOrmEntity } from './form.orm-entity';
import { INSERT_FORM_SQL } from './form.sql';

export class TypeormFormRepository implements FormRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(form: Form): Promise<void> {
    assertStorableText('title', form.title);
    const row = FormMapper.toPersistence(form);
    // Fixed SQL: creating a form is a hot path, and TypeORM's insert builder costs more than the insert.
    await preparedQuery(this.manager, 'insert_form', INSERT_FORM_SQL, [
      row.workspaceId, row.id, row.title, row.state, row.isPublished, row.isArchived, row.isDisabled,
      row.isSuspended, row.createdBy, row.submissionsCount, row.createdAt, row.updatedAt,
    ]);
  }

  async lockById(workspaceId: string, id: string): Promise<Form | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    // NO KEY UPDATE queues position reservations like FOR UPDATE, without blocking rows that merely
    // reference the form through a foreign key.
    const row = await this.manager.findOne(FormOrmEntity, {
      where: { workspaceId, id },
      lock: { mode: 'for_no_key_update' },
    });
    return row && FormMapper.toDomain(row);
  }

  async update(form: Form): Promise<void> {
    assertStorableText('title', form.title);
    const row = FormMapper.toPersistence(form);
    await this.manager.update(
      FormOrmEntity,
      { workspaceId: row.workspaceId, id: row.id },
      {
        title: row.title,
        state: row.state,
        isPublished: row.isPublished,
        isArchived: row.isArchived,
        isDisabled: row.isDisabled,
        isSuspended: row.isSuspended,
        createdBy: row.createdBy,
        submissionsCount: row.submissionsCount,
        lastPosition: row.lastPosition,
        lastSubmissionAt: row.lastSubmissionAt,
        updatedAt: row.updatedAt,
      },
    );
  }
}
