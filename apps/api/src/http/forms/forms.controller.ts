import { V2AndConsoleController } from '../access/console-api';
import { Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { ServerResponse } from 'node:http';
import { CreateForm, type FormView, GetForm, ListForms, UpdateForm } from '@forms/application';
import type { Principal, RequestWorkspace } from '../auth/principal';
import { CurrentPrincipal, CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { IdempotentWrite, type OnceOnly } from '../request/idempotent-write';
import { ValidatedBody, ValidatedBodyOnMount } from '../request/validation';
import { formEntityTag, revisionsNamedBy } from '../response/entity-tag';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { ConsoleCreateFormRequestDto, CreateFormRequestDto, FormListV2Dto, FormV2EnvelopeDto, UpdateFormRequestDto } from './form.dto';
import { type FormV2Representation, themeInput, toFormV2Representation } from './form.mapper';
import { questionInputs } from './question-input';
import { settingsInput } from './settings-input';

export const FORM_ID_PARAM = {
  name: 'form_id',
  description: 'Id of a form of this workspace',
  schema: { type: 'string' },
  example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
} as const;

type FormEnvelope = { form: FormV2Representation };

/**
 * What GET /forms/{id} and every write of a form answer, with the form's ETag (told from its revision,
 * not from the body), the one If-Match names: the next change can name it without another GET.
 */
function tagged(response: ServerResponse, workspace: RequestWorkspace, form: FormView): FormEnvelope {
  response.setHeader('ETag', formEntityTag(workspace.id, form.id, form.revision, workspace.baseUrl));
  return { form: toFormV2Representation(form, workspace.baseUrl) };
}

/**
 * Forms for integrators (v2, with a key) and the console (with a session): the same operations, bodies
 * and answers. What differs is documented per audience: the console's create takes no
 * `created_by_email` (the signed-in member is the creator). Deleting is the console's only
 * (`forms-console-only.controller.ts`).
 */
@V2AndConsoleController('forms', 'console: forms')
export class FormsController {
  constructor(
    private readonly createForm: CreateForm,
    private readonly listForms: ListForms,
    private readonly getForm: GetForm,
    private readonly updateForm: UpdateForm,
  ) {}

  @Post()
  @HttpCode(201)
  @DomainFieldsUnder('form')
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2CreateForm',
      summary: 'Create a form',
      description:
        'A new form is a draft with no submissions; questions and hidden fields default to []. ' +
        'Its `questions` and `hidden_fields`, as JSON, may take at most 131,072 bytes together (422 naming form.questions beyond).',
    }),
    ApiBody({ type: CreateFormRequestDto }),
    ApiErrorResponse(
      422,
      'An invalid field: a missing or blank title, a creator who is not an active member, a bad question or hidden field, an unknown field',
      'form.title is required',
      'form.title must not be blank',
      'form.created_by_email must be the email of an active team member',
      'form.questions[2].options must have at least 2 entries',
      'form.hidden_fields[0] is not a valid name',
      'form.foo is not allowed',
      'form.settings.closes_at must be in the future',
      'form.settings.max_submissions must be an integer of at least 1',
      'form.settings.redirect_url must be an absolute https URL of at most 2000 characters',
      'form.settings.notification_emails[0] must be the email of an active member of the workspace',
      'form.settings.confirmation_email_question must be the slug of an email question of the form',
    ),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleCreateForm', summary: 'Create a form; the signed-in member is its creator', description: 'The same body and answer as v2, with the signed-in member recorded as the creator; the form starts as a draft.' }),
    ApiBody({ type: ConsoleCreateFormRequestDto }),
    ApiErrorResponse(422, 'An invalid field', 'form.title is required', 'form.questions[2].options must have at least 2 entries', 'form.created_by_email is not allowed'),
  )
  @JsonRequestBody()
  @ApiSuccess('v2', 201, FormV2EnvelopeDto, 'The created form')
  async create(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @ValidatedBodyOnMount({ console: ConsoleCreateFormRequestDto }) body: CreateFormRequestDto,
    @IdempotentWrite() once: OnceOnly,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<FormEnvelope> {
    const form = await this.createForm.execute({
      actor,
      workspaceId: workspace.id,
      title: body.form.title,
      createdByEmail: body.form.created_by_email,
      baseUrl: workspace.publicOrigin,
      questions: questionInputs(body.form.questions, 'form.questions', 'new'),
      hiddenFields: body.form.hidden_fields,
      settings: settingsInput(body.form.settings, 'form.settings'),
      theme: themeInput(body.form.theme),
      idempotency: once.request,
    });
    return tagged(response, workspace, form);
  }

  @Get()
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2ListForms', summary: 'List forms with their questions, newest first', description: 'Each form with its questions, hidden fields and state, a page at a time; state narrows the list, and total_count counts what it lists.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleListForms', summary: 'List forms with their questions, newest first', description: 'The forms of the workspace as v2 shows them, a page at a time, optionally only those in one state.' }))
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
    const page = await this.listForms.withQuestions({ workspaceId: workspace.id, pageNumber: query.pageNumber, pageSize: query.pageSize, state });
    return {
      forms: page.items.map((form) => toFormV2Representation(form, workspace.baseUrl)),
      pagination: toPaginationRepresentation(page),
      total_count: page.totalRecords,
    };
  }

  @Get(':form_id')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2GetForm', summary: 'Get a form with its questions', description: 'The whole form as v2 shows it (questions, hidden fields, settings, state and attempt_url), with an ETag for If-None-Match.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleGetForm', summary: 'Get a form with its questions', description: 'Its ETag is what PATCH takes in If-Match.' }))
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, FormV2EnvelopeDto, 'The form')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<FormEnvelope> {
    return tagged(response, workspace, await this.getForm.execute({ workspaceId: workspace.id, formId }));
  }

  @Patch(':form_id')
  @DomainFieldsUnder('form')
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2UpdateForm',
      summary: 'Change a form: title, questions, hidden fields, publishing, archiving, pausing',
      description:
        'Only the fields given change. `questions` replaces the whole list in the order given: a question with a known `id` ' +
        'is kept and changed, one without is new, one left out is removed; positions are renumbered. Submissions already ' +
        'stored never change. `is_suspended` is the operator\'s switch and cannot be set here. ' +
        'The resulting `questions` and `hidden_fields`, as JSON, may take at most 131,072 bytes together (422 naming form.questions beyond). ' +
        '`settings` fields given replace those settings; the others keep their values.',
    }),
    ApiErrorResponse(
      422,
      'An invalid field, an unknown question id, publishing without questions, publishing or re-writing an archived form',
      'form.questions must not be empty to publish',
      'Form is archived',
      'form.questions[1].id is not a question of this form',
      'form.is_suspended is not allowed',
      'form.settings.max_submissions must be an integer of at least 1',
      'form.settings.notification_emails[0] must be the email of an active member of the workspace',
    ),
  )
  @DocumentedFor(
    'console',
    ApiOperation({
      operationId: 'consoleUpdateForm',
      summary: 'Change a form, as v2 does',
      description:
        'With If-Match (the ETag of GET /forms/{id}), the change applies only to that very form: if someone changed it since, ' +
        'nothing changes and the answer is 412. Without If-Match the change applies as in v2.',
    }),
    ApiErrorResponse(422, 'An invalid field, an unknown question id, publishing without questions, changing an archived form', 'form.questions must not be empty to publish', 'Form is archived'),
  )
  @ApiParam(FORM_ID_PARAM)
  @ApiHeader({ name: 'If-Match', required: false, description: 'The ETag of the form as the editor saw it', schema: { type: 'string' } })
  @JsonRequestBody(UpdateFormRequestDto)
  @ApiSuccess('v2', 200, FormV2EnvelopeDto, 'The form as changed')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  @ApiErrorResponse(412, 'If-Match no longer names the current form', 'The form was changed by someone else')
  async update(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('form_id') formId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @ValidatedBody() body: UpdateFormRequestDto,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<FormEnvelope> {
    const change = body.form;
    // `*` names whatever the form is now: the change applies as without the header.
    const expectedRevisions = revisionsNamedBy(ifMatch, (revision) => formEntityTag(workspace.id, formId, revision, workspace.baseUrl));
    const form = await this.updateForm.execute({
      actor,
      workspaceId: workspace.id,
      formId,
      baseUrl: workspace.publicOrigin,
      changes: {
        title: change.title,
        questions: questionInputs(change.questions, 'form.questions', 'existing'),
        hiddenFields: change.hidden_fields,
        isPublished: change.is_published,
        isArchived: change.is_archived,
        isDisabled: change.is_disabled,
        settings: settingsInput(change.settings, 'form.settings'),
        theme: themeInput(change.theme),
      },
      expectedRevisions: expectedRevisions === 'any' ? undefined : expectedRevisions,
    });
    return tagged(response, workspace, form);
  }
}
