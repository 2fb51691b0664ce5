import { Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { CreateForm, GetForm, ListForms, UpdateForm } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentActor, CurrentWorkspace, PageQueryParams, type PageQuery } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { IdempotentWrite, type OnceOnly } from '../request/idempotent-write';
import { ApiErrorResponse, ApiSuccess, ExternalApi, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { type FormV2Representation, toFormV2Representation } from '../shared/form.mapper';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { ValidatedBody } from '../request/validation';
import { CreateFormRequestDto, FormListV2Dto, FormV2EnvelopeDto, UpdateFormRequestDto } from './form-v2.dto';
import { questionInput } from './question-input';
import { settingsInput } from './settings-input';
import { type Actor } from '@forms/domain';

const FORM_ID_PARAM = {
  name: 'form_id',
  description: 'Id of a form of this workspace',
  schema: { type: 'string' },
  example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
} as const;


@ExternalApi('v2')
@Controller('api/external/v2/forms')
export class FormsV2Controller {
  constructor(
    private readonly createForm: CreateForm,
    private readonly listForms: ListForms,
    private readonly getForm: GetForm,
    private readonly updateForm: UpdateForm,
  ) {}

  @Post()
  @HttpCode(201)
  @DomainFieldsUnder('form')
  @ApiOperation({
    operationId: 'v2CreateForm',
    summary: 'Create a form',
    description:
      'A new form is a draft with no submissions; questions and hidden fields default to []. ' +
      'Its `questions` and `hidden_fields`, as JSON, may take at most 131,072 bytes together (422 naming form.questions beyond).',
  })
  @ApiBody({ type: CreateFormRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 201, FormV2EnvelopeDto, 'The created form')
  @ApiErrorResponse(
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
  )
  async create(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @ValidatedBody() body: CreateFormRequestDto,
    @IdempotentWrite() once: OnceOnly,
  ): Promise<{ form: FormV2Representation }> {
    const form = await this.createForm.execute({
      actor,
      workspaceId: workspace.id,
      title: body.form.title,
      createdByEmail: body.form.created_by_email,
      baseUrl: workspace.publicOrigin,
      questions: body.form.questions?.map(questionInput),
      hiddenFields: body.form.hidden_fields,
      settings: settingsInput(body.form.settings, 'form.settings'),
      idempotency: once.request,
    });
    return { form: toFormV2Representation(form, workspace.baseUrl) };
  }

  @Get()
  @ApiOperation({ operationId: 'v2ListForms', summary: 'List forms with their questions, newest first', description: 'Each form with its questions, hidden fields and state, a page at a time; state narrows the list, and total_count counts what it lists.' })
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
  @ApiOperation({ operationId: 'v2GetForm', summary: 'Get a form with its questions', description: 'The whole form as v2 shows it (questions, hidden fields, settings, state and attempt_url), with an ETag for If-None-Match.' })
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, FormV2EnvelopeDto, 'The form')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async get(@CurrentWorkspace() workspace: RequestWorkspace, @Param('form_id') formId: string): Promise<{ form: FormV2Representation }> {
    const form = await this.getForm.execute({ workspaceId: workspace.id, formId });
    return { form: toFormV2Representation(form, workspace.baseUrl) };
  }

  @Patch(':form_id')
  @DomainFieldsUnder('form')
  @ApiOperation({
    operationId: 'v2UpdateForm',
    summary: 'Change a form: title, questions, hidden fields, publishing, archiving, pausing',
    description:
      'Only the fields given change. `questions` replaces the whole list in the order given: a question with a known `id` ' +
      'is kept and changed, one without is new, one left out is removed; positions are renumbered. Submissions already ' +
      'stored never change. `is_suspended` is the operator\'s switch and cannot be set here. ' +
      'The resulting `questions` and `hidden_fields`, as JSON, may take at most 131,072 bytes together (422 naming form.questions beyond). ' +
      '`settings` fields given replace those settings; the others keep their values.',
  })
  @ApiParam(FORM_ID_PARAM)
  @ApiBody({ type: UpdateFormRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 200, FormV2EnvelopeDto, 'The form as changed')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  @ApiErrorResponse(
    422,
    'An invalid field, an unknown question id, publishing without questions, publishing or re-writing an archived form',
    'form.questions must not be empty to publish',
    'Form is archived',
    'form.questions[1].id is not a question of this form',
    'form.is_suspended is not allowed',
    'form.settings.max_submissions must be an integer of at least 1',
    'form.settings.notification_emails[0] must be the email of an active member of the workspace',
  )
  async update(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @Param('form_id') formId: string,
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
    });
    return { form: toFormV2Representation(form, workspace.baseUrl) };
  }
}
