import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { ListForms, ListSubmissions } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess, ExternalApi, PaginatedList } from '../openapi/openapi.decorators';
import { type FormRepresentation, toFormRepresentation } from '../forms/form.mapper';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { FormListV1Dto } from './form-list-v1.dto';
import { type SubmissionListRepresentation, toSubmissionList } from '../shared/submission.mapper';
import { SubmissionListV1Dto } from './submission-list-v1.dto';

@ExternalApi('v1')
@Controller('api/external/v1/forms')
export class FormsV1Controller {
  constructor(
    private readonly listForms: ListForms,
    private readonly listSubmissions: ListSubmissions,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'v1ListForms', summary: 'List forms, newest first', deprecated: true, description: 'Each form in its v1 shape without questions, with pagination and total_count; v2 adds questions, hidden fields and a state filter.' })
  @PaginatedList()
  @ApiSuccess('v1', 200, FormListV1Dto, 'A page of forms')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ forms: FormRepresentation[]; pagination: PaginationRepresentation; total_count: number }> {
    const page = await this.listForms.execute({ workspaceId: workspace.id, ...query });
    return {
      forms: page.items.map((form) => toFormRepresentation(form, workspace.baseUrl)),
      pagination: toPaginationRepresentation(page),
      total_count: page.totalRecords,
    };
  }

  @Get(':form_id/submissions')
  @ApiOperation({ operationId: 'v1ListSubmissions', summary: 'List the submissions of a form, newest first', deprecated: true, description: 'Each submission with its answers keyed by question slug, with pagination and total_count; 404 when the form is not of this workspace.' })
  @ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' }, example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' })
  @PaginatedList()
  @ApiSuccess('v1', 200, SubmissionListV1Dto, 'A page of submissions')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async listFormSubmissions(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @PageQueryParams() query: PageQuery,
  ): Promise<SubmissionListRepresentation> {
    return toSubmissionList(await this.listSubmissions.execute({ workspaceId: workspace.id, formId, ...query }), workspace.baseUrl);
  }
}
