import { ConsoleOnlyController } from '../access/console-api';
import { Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { DeleteForm } from '@forms/application';
import type { Principal } from '../auth/principal';
import { CurrentPrincipal } from '../auth/principal.decorators';
import { AdminOnly } from '../access/console-api';
import { ApiErrorResponse, ApiSuccess } from '../openapi/openapi.decorators';
import { MessageDto } from '../shared/message.dto';
import { FORM_ID_PARAM } from './forms.controller';

export const FORM_DELETED = 'Form deleted';

/** What only the console does with forms: v2 has no way to delete one. */
@ConsoleOnlyController('forms', 'console: forms')
export class FormsConsoleOnlyController {
  constructor(private readonly deleteForm: DeleteForm) {}

  @Delete(':form_id')
  @AdminOnly('delete_forms')
  @ApiOperation({ operationId: 'consoleDeleteForm', summary: 'Delete a form with all its submissions, for good', description: 'Only Admins may delete; its fill page stops taking answers at once, and nothing removed can be recovered.' })
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, MessageDto, 'The form was deleted', { message: FORM_DELETED })
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async remove(@CurrentPrincipal() { workspace, actor }: Principal, @Param('form_id') formId: string): Promise<{ message: string }> {
    await this.deleteForm.execute({ actor, workspaceId: workspace.id, formId });
    return { message: FORM_DELETED };
  }
}
