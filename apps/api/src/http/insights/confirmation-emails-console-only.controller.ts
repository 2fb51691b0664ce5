import { ConsoleOnlyController } from '../access/console-api';
import { Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProperty, ApiSchema } from '@nestjs/swagger';
import { type ConfirmationEmailHoldsView, GetConfirmationEmailHolds } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess } from '../openapi/openapi.decorators';

@ApiSchema({ name: 'ConfirmationEmails' })
class ConfirmationEmailsDto {
  @ApiProperty({ type: 'string', format: 'date', description: 'The UTC day counted, YYYY-MM-DD: today', example: '2026-11-25' })
  date!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Submissions of the form stored today whose confirmation email was not sent because a daily limit was reached',
    example: 3,
  })
  held_back_today!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Confirmation emails to one address per form per UTC day', example: 3 })
  per_address_limit!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Confirmation emails per workspace per UTC day, all forms together', example: 1000 })
  per_workspace_limit!: number;
}

@ApiSchema({ name: 'ConfirmationEmailsEnvelope' })
class ConfirmationEmailsEnvelopeDto {
  @ApiProperty({ type: ConfirmationEmailsDto })
  confirmation_emails!: ConfirmationEmailsDto;
}

export interface ConfirmationEmailsRepresentation {
  date: string;
  held_back_today: number;
  per_address_limit: number;
  per_workspace_limit: number;
}

function toRepresentation(view: ConfirmationEmailHoldsView): ConfirmationEmailsRepresentation {
  return { date: view.day, held_back_today: view.heldBack, per_address_limit: view.perRecipientLimit, per_workspace_limit: view.perWorkspaceLimit };
}

/** The daily limits on respondents' confirmation emails, as the form's page shows them; for every role. v2 has no such route. */
@ConsoleOnlyController('forms/:form_id/confirmation-emails', 'console: forms')
export class ConfirmationEmailsConsoleOnlyController {
  constructor(private readonly getHolds: GetConfirmationEmailHolds) {}

  @Get()
  @ApiOperation({
    operationId: 'consoleGetConfirmationEmails',
    summary: 'Confirmation emails of a form held back today',
    description:
      'A respondent\'s confirmation email is sent at most 3 times a UTC day to one address per form, and at most ' +
      'CONFIRMATION_EMAILS_PER_DAY times a day per workspace; beyond, the submission is stored and its confirmation is not sent. ' +
      'This counts those held back today.',
  })
  @ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' }, example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' })
  @ApiSuccess('v2', 200, ConfirmationEmailsEnvelopeDto, 'Today\'s held-back confirmations and the limits')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async get(@CurrentWorkspace() workspace: RequestWorkspace, @Param('form_id') formId: string): Promise<{ confirmation_emails: ConfirmationEmailsRepresentation }> {
    return { confirmation_emails: toRepresentation(await this.getHolds.execute({ workspaceId: workspace.id, formId })) };
  }
}
