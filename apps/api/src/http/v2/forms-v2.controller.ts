import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { CreateForm } from '@forms/application';
import type { RequestWorkspace } from '../api-request';
import { CurrentWorkspace } from '../current-workspace.decorator';
import { DomainFieldsUnder } from '../domain-fields';
import { ApiErrorResponse, ApiSuccess, ExternalApi, JsonRequestBody } from '../openapi.decorators';
import { type FormRepresentation, toFormRepresentation } from '../shared/form.mapper';
import { ValidatedBody } from '../validation';
import { CreateFormRequestDto, FormEnvelopeDto } from './create-form.dto';

@ExternalApi('v2')
@Controller('api/external/v2/forms')
export class FormsV2Controller {
  constructor(private readonly createForm: CreateForm) {}

  @Post()
  @HttpCode(201)
  @DomainFieldsUnder('form')
  @ApiOperation({
    operationId: 'v2CreateForm',
    summary: 'Create a form',
    description: 'A new form is an unpublished draft with no submissions.',
  })
  @ApiBody({ type: CreateFormRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 201, FormEnvelopeDto, 'The created form')
  @ApiErrorResponse(
    422,
    'An invalid field: a missing or blank title, a title over 255 characters, a creator who is not an active member, an unknown field',
    'form.title is required',
    'form.title must not be blank',
    'form.created_by_email must be the email of an active team member',
    'form.foo is not allowed',
  )
  async create(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @ValidatedBody() body: CreateFormRequestDto,
  ): Promise<{ form: FormRepresentation }> {
    const form = await this.createForm.execute({
      workspaceId: workspace.id,
      title: body.form.title,
      createdByEmail: body.form.created_by_email,
      baseUrl: workspace.baseUrl,
    });
    return { form: toFormRepresentation(form, workspace.baseUrl) };
  }
}
