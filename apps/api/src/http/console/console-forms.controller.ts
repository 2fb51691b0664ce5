import { Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { CreateForm, DeleteForm, type FormView, GetForm, ListForms, UpdateForm } from '@forms/application';
import type { Actor } from '@forms/domain';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentActor, CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { ValidatedBody } from '../request/validation';
import { entityTagOf, ifMatchMatches } from '../response/entity-tag';
import { type FormV2Representation, toFormV2Representation } from '../shared/form.mapper';
import { MessageDto } from '../shared/message.dto';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { FormListV2Dto, FormV2EnvelopeDto, UpdateFormRequestDto } from '../v2/form-v2.dto';
import { questionInput } from '../v2/question-input';
import { settingsInput } from '../v2/settings-input';
import { AdminOnly, ConsoleApi, CONSOLE_PREFIX } from './console-api';
import { ConsoleCreateFormRequestDto } from './console.dto';

export const FORM_DELETED = 'Form deleted';

const FORM_ID_PARAM = {
  name: 'form_id',
  description: 'Id of a form of this workspace',
  schema: { type: 'string' },
  example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
} as const;

/** What GET /forms/{id} answers; its ETag is the one If-Match names. */
function formEnvelope(form: FormView, baseUrl: string): { form: FormV2Representation } {
  return { form: toFormV2Representation(form, baseUrl) };
}

@ConsoleApi('console: forms')
@Controller(`${CONSOLE_PREFIX}/forms`)
export class ConsoleFormsController {
  constructor(
    private readonly createForm: CreateForm,
    private readonly listForms: ListForms,
    private readonly getForm: GetForm,
    private readonly updateForm: UpdateForm,
    private readonly deleteForm: DeleteForm,
  ) {}

  @Post()
  @HttpCode(201)
  @DomainFieldsUnder('form')
  @ApiOperation({ operationId: 'consoleCreateForm', summary: 'Create a form; the signed-in member is its creator', description: 'The same body and answer as v2, with the signed-in member recorded as the creator; the form starts as a draft.' })
  @ApiBody({ type: ConsoleCreateFormRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 201, FormV2EnvelopeDto, 'The created form')
  @ApiErrorResponse(422, 'An invalid field', 'form.title is required', 'form.questions[2].options must have at least 2 entries', 'form.created_by_email is not allowed')
  async create(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @ValidatedBody() body: ConsoleCreateFormRequestDto,
  ): Promise<{ form: FormV2Representation }> {
    const form = await this.createForm.execute({
      actor,
      workspaceId: workspace.id,
      title: body.form.title,
      baseUrl: workspace.publicOrigin,
      questions: body.form.questions?.map(questionInput),
      hiddenFields: body.form.hidden_fields,
      settings: settingsInput(body.form.settings, 'form.settings'),
    });
    return formEnvelope(form, workspace.baseUrl);
  }

  @Get()
  @ApiOperation({ operationId: 'consoleListForms', summary: 'List forms with their questions, newest first', description: 'The forms of the workspace as v2 shows them, a page at a time, optionally only those in one state.' })
  @PaginatedList('state must be one of draft, published, unpublished, archived')
  @ApiQuery({
    name: 'state',
    required: false,
    description: 'Only forms in this state; pagination and total_count count those',
    schema: { type: 'string', enum: ['draft', 'published', 'unpublished', 'archived'] },
  })
  @ApiSuccess('v2', 200, FormListV2Dto, 'A page of forms')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @PageQueryParams() query: PageQuery,
    @Query('state') state: unknown,
  ): Promise<{ forms: FormV2Representation[]; pagination: PaginationRepresentation; total_count: number }> {
    const page = await this.listForms.withQuestions({ workspaceId: workspace.id, ...query, state });
    return {
      forms: page.items.map((form) => toFormV2Representation(form, workspace.baseUrl)),
      pagination: toPaginationRepresentation(page),
      total_count: page.totalRecords,
    };
  }

  @Get(':form_id')
  @ApiOperation({ operationId: 'consoleGetForm', summary: 'Get a form with its questions', description: 'Its ETag is what PATCH takes in If-Match.' })
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, FormV2EnvelopeDto, 'The form')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async get(@CurrentWorkspace() workspace: RequestWorkspace, @Param('form_id') formId: string): Promise<{ form: FormV2Representation }> {
    return formEnvelope(await this.getForm.execute({ workspaceId: workspace.id, formId }), workspace.baseUrl);
  }

  @Patch(':form_id')
  @DomainFieldsUnder('form')
  @ApiOperation({
    operationId: 'consoleUpdateForm',
    summary: 'Change a form, as v2 does',
    description:
      'With If-Match (the ETag of GET /forms/{id}), the change applies only to that very form: if someone changed it since, ' +
      'nothing changes and the answer is 412. Without If-Match the change applies as in v2.',
  })
  @ApiParam(FORM_ID_PARAM)
  @ApiHeader({ name: 'If-Match', required: false, description: 'The ETag of the form as the editor saw it', schema: { type: 'string' } })
  @ApiBody({ type: UpdateFormRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 200, FormV2EnvelopeDto, 'The form as changed')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  @ApiErrorResponse(412, 'If-Match no longer names the current form', 'The form was changed by someone else')
  @ApiErrorResponse(422, 'An invalid field, an unknown question id, publishing without questions, changing an archived form', 'form.questions must not be empty to publish', 'Form is archived')
  async update(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @Param('form_id') formId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @ValidatedBody() body: UpdateFormRequestDto,
  ): Promise<{ form: FormV2Representation }> {
    const change = body.form;
    const form = await this.updateForm.execute({
      actor,
      workspaceId: workspace.id,
      formId,
      baseUrl: workspace.publicOrigin,
      changes: {
        title: change.title,
        questions: change.questions?.map(questionInput),
        hiddenFields: change.hidden_fields,
        isPublished: change.is_published,
        isArchived: change.is_archived,
        isDisabled: change.is_disabled,
        settings: settingsInput(change.settings, 'form.settings'),
      },
      expected:
        ifMatch === undefined
          ? undefined
          : (current) => ifMatchMatches(ifMatch, entityTagOf(JSON.stringify(formEnvelope(current, workspace.baseUrl)))),
    });
    return formEnvelope(form, workspace.baseUrl);
  }

  @Delete(':form_id')
  @AdminOnly('delete_forms')
  @ApiOperation({ operationId: 'consoleDeleteForm', summary: 'Delete a form with all its submissions, for good', description: 'Only Admins may delete; its fill page stops taking answers at once, and nothing removed can be recovered.' })
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, MessageDto, 'The form was deleted', { message: FORM_DELETED })
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async remove(@CurrentWorkspace() workspace: RequestWorkspace, @CurrentActor() actor: Actor, @Param('form_id') formId: string): Promise<{ message: string }> {
    await this.deleteForm.execute({ actor, workspaceId: workspace.id, formId });
    return { message: FORM_DELETED };
  }
}
