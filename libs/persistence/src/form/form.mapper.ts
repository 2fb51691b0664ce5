import { Form } from '@forms/domain';
import { FormOrmEntity } from './form.orm-entity';

export const FormMapper = {
  toDomain(row: FormOrmEntity): Form {
    return Form.restore({
      id: row.id,
      workspaceId: row.workspaceId,
      title: row.title,
      questions: row.questions,
      hiddenFields: row.hiddenFields,
      isPublished: row.isPublished,
      everPublished: row.everPublished,
      isArchived: row.isArchived,
      isDisabled: row.isDisabled,
      isSuspended: row.isSuspended,
      createdBy: row.createdBy,
      submissionsCount: row.submissionsCount,
      lastPosition: row.lastPosition,
      lastSubmissionAt: row.lastSubmissionAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  },

  toPersistence(form: Form): FormOrmEntity {
    const row = new FormOrmEntity();
    row.workspaceId = form.workspaceId;
    row.id = form.id;
    row.title = form.title;
    row.state = form.state;
    row.questions = [...form.questions];
    row.hiddenFields = [...form.hiddenFields];
    row.everPublished = form.everPublished;
    row.isPublished = form.isPublished;
    row.isArchived = form.isArchived;
    row.isDisabled = form.isDisabled;
    row.isSuspended = form.isSuspended;
    row.createdBy = form.createdBy;
    row.submissionsCount = form.submissionsCount;
    row.lastPosition = form.lastPosition;
    row.lastSubmissionAt = form.lastSubmissionAt;
    row.createdAt = form.createdAt;
    row.updatedAt = form.updatedAt;
    return row;
  },
};
