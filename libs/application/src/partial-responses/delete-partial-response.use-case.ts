import { type Actor, assertMay, DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { PartialResponseStore } from './partial-responses.port';

export class DeletePartialResponse {
  constructor(private readonly partials: PartialResponseStore) {}

  /**
   * Erases a partial response at once, with the files only it held, as a submission is erased. Nothing
   * else keeps a copy: a partial response is never sent to webhooks or emails, nor answered to a retry.
   */
  async execute(command: { actor: Actor; workspaceId: string; formId: string; partialResponseId: string }): Promise<void> {
    assertMay(command.actor, 'delete_submissions');
    if (!isUuid(command.formId)) throw DomainError.formNotFound();
    if (isUuid(command.partialResponseId) && (await this.partials.delete(command.workspaceId, command.formId, command.partialResponseId))) return;
    const { formFound } = await this.partials.find(command.workspaceId, command.formId, '00000000-0000-0000-0000-000000000000');
    throw formFound ? DomainError.partialResponseNotFound() : DomainError.formNotFound();
  }
}
