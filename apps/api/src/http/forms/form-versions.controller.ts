import { applyDecorators, Delete, Get, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { ServerResponse } from 'node:http';
import {
  DiscardDraft,
  DraftImpact,
  type FormDraftView,
  GetDraft,
  GetVersion,
  ListVersions,
  pageRequest,
  PublishDraft,
  RestoreVersion,
  SaveDraft,
} from '@forms/application';
import { JsonFeatureController } from '../access/mounts';
import { ConsoleApiDocs } from '../access/console-api';
import type { Principal, RequestWorkspace } from '../auth/principal';
import { CurrentPrincipal, CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess, ExternalApiDocs, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { IdempotentWrite, type OnceOnly } from '../request/idempotent-write';
import { ValidatedBody } from '../request/validation';
import { draftEntityTag, draftSavesNamedBy, formEntityTag } from '../response/entity-tag';
import { MessageDto } from '../shared/message.dto';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { FormV2EnvelopeDto } from './form.dto';
import { type FormV2Representation, themeInput, toFormV2Representation } from './form.mapper';
import { DraftImpactDto, FormDraftEnvelopeDto, FormVersionEnvelopeDto, FormVersionListDto, UpdateDraftRequestDto } from './form-versions.dto';
import {
  type DraftImpactRepresentation,
  type FormDraftRepresentation,
  type FormVersionRepresentation,
  type FormVersionSummaryRepresentation,
  toDraftRepresentation,
  toImpactRepresentation,
  toVersionRepresentation,
  toVersionSummaryRepresentation,
} from './form-versions.mapper';
import { FORM_ID_PARAM } from './forms.controller';
import { questionInputs } from './question-input';
import { settingsInput } from './settings-input';

export const DRAFT_DISCARDED = 'Draft discarded';

const VERSION_PARAM = { name: 'version', description: 'A version number of the form, from 1', schema: { type: 'integer', minimum: 1 }, example: 2 } as const;
const FORM_NOT_FOUND = ['No such workspace, or no such form in it', 'Workspace not found', 'Form not found'] as const;
const NO_DRAFT = ['No such workspace or form, or the form has no draft', 'Workspace not found', 'Form not found', 'No draft'] as const;

/** The path of one version of a form, and its 404 when the form or that version does not exist. */
function OneVersionPath(): MethodDecorator {
  return applyDecorators(
    ApiParam(FORM_ID_PARAM),
    ApiParam(VERSION_PARAM),
    ApiErrorResponse(404, 'No such workspace, form, or version of the form', 'Workspace not found', 'Form not found', 'Version not found'),
  );
}

/**
 * A version number as the path gives it. Anything but a plain positive integer names no version (404
 * `Version not found`, as a malformed form id is 404 `Form not found`): it is an address, not a field.
 */
function versionNumber(raw: string): number {
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
}

type DraftEnvelope = { draft: FormDraftRepresentation };

/** What every read and write of the draft answers, with the ETag its next PATCH names in If-Match. */
function taggedDraft(response: ServerResponse, workspace: RequestWorkspace, draft: FormDraftView): DraftEnvelope {
  response.setHeader('ETag', draftEntityTag(workspace.id, draft.formId, draft));
  return { draft: toDraftRepresentation(draft) };
}

/**
 * A form's versions and its draft, for integrators (v2, with a key: read keys may read, writes take a
 * write key) and the console (every member may edit, publish or discard a draft, as they may edit the
 * form itself): the same routes, bodies and answers under /forms/{form_id}.
 */
@JsonFeatureController('forms', 'v2', 'console')
@DocumentedFor('v2', ExternalApiDocs('v2'))
@DocumentedFor('console', ConsoleApiDocs('console: forms'))
export class FormVersionsController {
  constructor(
    private readonly listVersions: ListVersions,
    private readonly getVersion: GetVersion,
    private readonly restoreVersion: RestoreVersion,
    private readonly getDraft: GetDraft,
    private readonly saveDraft: SaveDraft,
    private readonly publishDraft: PublishDraft,
    private readonly discardDraft: DiscardDraft,
    private readonly draftImpact: DraftImpact,
  ) {}

  @Get(':form_id/versions')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2GetFormVersions', summary: "List a form's versions, newest first", description: 'Each version with when it was made, by whom, and what changed from the one before, in words. Version 1 is the form as created; every change of content made the next one.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleGetFormVersions', summary: "List a form's versions, newest first", description: 'The history of the form: who made each version, when, and what changed, in words.' }))
  @ApiParam(FORM_ID_PARAM)
  @PaginatedList()
  @ApiSuccess('v2', 200, FormVersionListDto, 'A page of versions', {
    versions: [
      {
        version: 2,
        created_at: '2026-11-27T10:15:00Z',
        created_by: { type: 'member', id: '9b2d6f1e-4c1a-4d5e-8f3a-2b7c9d0e1f23', label: 'ada@example.com' },
        changes: [{ type: 'question_changed', question_id: '0d8a7f3c-5b1e-4e2a-9c6d-7f1b2a3c4d5e', text: 'Removed option "Team" from "Plan"' }],
      },
      { version: 1, created_at: '2026-11-20T09:00:00Z', created_by: { type: 'member', id: '9b2d6f1e-4c1a-4d5e-8f3a-2b7c9d0e1f23', label: 'ada@example.com' }, changes: [] },
    ],
    pagination: { total_records: 2, total_pages: 1, current_page_number: 1, page_size: 30 },
  })
  @ApiErrorResponse(404, ...FORM_NOT_FOUND)
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ versions: FormVersionSummaryRepresentation[]; pagination: PaginationRepresentation }> {
    const page = await this.listVersions.execute({ workspaceId: workspace.id, formId, page: pageRequest(query.pageNumber, query.pageSize) });
    return { versions: page.items.map(toVersionSummaryRepresentation), pagination: toPaginationRepresentation(page) };
  }

  @Get(':form_id/versions/:version')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2GetFormVersion', summary: 'Get one version of a form with its content as it was', description: 'The title, questions, hidden fields and settings exactly as that version had them. A number that is not one of the form\'s versions (or not a number) is 404.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleGetFormVersion', summary: 'Get one version of a form with its content as it was', description: 'What the History view shows read-only.' }))
  @OneVersionPath()
  @ApiSuccess('v2', 200, FormVersionEnvelopeDto, 'The version')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @Param('version') version: string,
  ): Promise<{ version: FormVersionRepresentation }> {
    return { version: toVersionRepresentation(await this.getVersion.execute({ workspaceId: workspace.id, formId, version: versionNumber(version) })) };
  }

  @Post(':form_id/versions/:version/restore')
  @HttpCode(200)
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2RestoreFormVersion', summary: "Put an earlier version's content in the draft", description: 'Replaces the draft (or starts one) with that version\'s content, based on the current version; nothing live changes until the draft is published. Honours Idempotency-Key.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleRestoreFormVersion', summary: "Put an earlier version's content in the draft", description: 'The History view\'s Restore: the draft then holds that version, to publish as the next one.' }))
  @OneVersionPath()
  @ApiSuccess('v2', 200, FormDraftEnvelopeDto, 'The draft, now holding that version\'s content')
  async restore(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('form_id') formId: string,
    @Param('version') version: string,
    @IdempotentWrite() once: OnceOnly,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<DraftEnvelope> {
    // The answer is what a retry with the same key gets again; the save it made travels with it for the ETag.
    const restored = await once.run(async () => {
      const draft = await this.restoreVersion.execute({ actor, workspaceId: workspace.id, formId, version: versionNumber(version) });
      return { revision: draft.revision, savedAt: draft.updatedAt.getTime(), draft: toDraftRepresentation(draft) };
    });
    response.setHeader('ETag', draftEntityTag(workspace.id, formId, { revision: restored.revision, updatedAt: new Date(restored.savedAt) }));
    return { draft: restored.draft };
  }

  @Get(':form_id/draft')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2GetFormDraft', summary: "Get the form's draft", description: 'The pending content respondents do not see, the version it started from, and who saved it last; its ETag is what PATCH takes in If-Match.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleGetFormDraft', summary: "Get the form's draft", description: 'Opening the builder resumes the draft; its ETag is what PATCH takes in If-Match.' }))
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, FormDraftEnvelopeDto, 'The draft')
  @ApiErrorResponse(404, ...NO_DRAFT)
  async draft(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<DraftEnvelope> {
    return taggedDraft(response, workspace, await this.getDraft.execute({ workspaceId: workspace.id, formId }));
  }

  @Patch(':form_id/draft')
  @DomainFieldsUnder('draft')
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2UpdateFormDraft',
      summary: "Change the form's draft; respondents see nothing of it",
      description:
        'The same fields, rules and refusals as a form PATCH (messages name draft.*), without the flags. Without a draft it starts one from ' +
        'the live content, based on the current version. With If-Match (the draft\'s ETag), the change applies only to that very save of the draft: ' +
        'if someone saved it since, nothing changes and the answer is 412. With If-None-Match: * the change starts a draft only if the form has none: ' +
        'if someone started one meanwhile, nothing changes and the answer is 412 (send it on the first save, If-Match on the next ones).',
    }),
  )
  @DocumentedFor(
    'console',
    ApiOperation({
      operationId: 'consoleUpdateFormDraft',
      summary: "Change the form's draft; respondents see nothing of it",
      description:
        'The builder\'s autosave. With If-Match (the draft\'s ETag) a colleague\'s save in between is never overwritten: 412. ' +
        'The first save sends If-None-Match: * instead, so a draft a colleague started meanwhile is not replaced either: 412.',
    }),
  )
  @ApiParam(FORM_ID_PARAM)
  @ApiHeader({ name: 'If-Match', required: false, description: 'The ETag of the draft as the editor saw it', schema: { type: 'string' } })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: '`*`: start a draft only if the form has none (a draft someone else started is not replaced: 412)',
    schema: { type: 'string', enum: ['*'] },
  })
  @JsonRequestBody(UpdateDraftRequestDto)
  @ApiSuccess('v2', 200, FormDraftEnvelopeDto, 'The draft as changed')
  @ApiErrorResponse(
    422,
    'An invalid field, an unknown question id, an unknown field (flags are not part of a draft)',
    'draft.title must not be blank',
    'draft.questions[2].options must have at least 2 entries',
    'draft.questions[1].id is not a question of this form',
    'draft.is_published is not allowed',
    'draft.settings.max_submissions must be an integer of at least 1',
  )
  @ApiErrorResponse(404, ...FORM_NOT_FOUND)
  @ApiErrorResponse(
    412,
    'If-Match no longer names the current draft, or If-None-Match: * found a draft already started',
    'The draft changed since you loaded it',
    'Someone else started a draft of this form; load it before changing it',
  )
  async update(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('form_id') formId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ValidatedBody() body: UpdateDraftRequestDto,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<DraftEnvelope> {
    const change = body.draft;
    const named = draftSavesNamedBy(ifMatch, workspace.id, formId);
    // `*` names whatever the draft is now; a tag that names no save of this draft is refused.
    // If-None-Match: * asks for a draft only where there is none, so a first save never replaces a draft a
    // colleague started meanwhile; any other If-None-Match is no condition this write knows.
    const startsOnly = ifNoneMatch?.trim() === '*';
    const expectedRevision = named === undefined || named === 'any' ? (startsOnly ? 'none' : undefined) : named;
    const draft = await this.saveDraft.execute({
      actor,
      workspaceId: workspace.id,
      formId,
      changes: {
        title: change.title,
        questions: questionInputs(change.questions, 'draft.questions', 'existing'),
        hiddenFields: change.hidden_fields,
        settings: settingsInput(change.settings, 'draft.settings'),
        theme: themeInput(change.theme),
      },
      expectedRevision,
    });
    return taggedDraft(response, workspace, draft);
  }

  @Post(':form_id/draft/publish')
  @HttpCode(200)
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2PublishFormDraft', summary: "Make the draft the form's next version", description: 'In one transaction the draft\'s content becomes the live content (the next version) and the draft is gone. The flags stay as they are: an unpublished form stays unpublished. 409 when the live form got a version since the draft started. Honours Idempotency-Key.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consolePublishFormDraft', summary: "Make the draft the form's next version", description: 'The builder\'s Publish changes; answers the form with its ETag.' }))
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, FormV2EnvelopeDto, 'The form at its new version')
  @ApiErrorResponse(404, ...NO_DRAFT)
  @ApiErrorResponse(409, 'The live form got a version since the draft started (published, restored or patched)', 'The form changed since this draft was started')
  async publish(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('form_id') formId: string,
    @IdempotentWrite() once: OnceOnly,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<{ form: FormV2Representation }> {
    // The answer is what a retry with the same key gets again; the revision travels with it for the ETag.
    const published = await once.run(async () => {
      const { form } = await this.publishDraft.execute({ actor, workspaceId: workspace.id, formId, baseUrl: workspace.publicOrigin });
      return { revision: form.revision, form: toFormV2Representation(form, workspace.baseUrl) };
    });
    response.setHeader('ETag', formEntityTag(workspace.id, published.form.id, published.revision, workspace.baseUrl));
    return { form: published.form };
  }

  @Delete(':form_id/draft')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2DiscardFormDraft', summary: "Discard the form's draft", description: 'The live form stays as it is.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleDiscardFormDraft', summary: "Discard the form's draft", description: 'The builder\'s Discard draft; the live form stays as it is.' }))
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, MessageDto, 'The draft is gone', { message: DRAFT_DISCARDED })
  @ApiErrorResponse(404, ...NO_DRAFT)
  async discard(@CurrentPrincipal() { workspace, actor }: Principal, @Param('form_id') formId: string): Promise<{ message: string }> {
    return this.discardDraft.execute({ actor, workspaceId: workspace.id, formId });
  }

  @Get(':form_id/draft/impact')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2GetFormDraftImpact', summary: 'What publishing the draft would do to the answers stored', description: 'Each question the draft removes, gives another kind, takes options from or makes required, with how many submissions answered it (for removed options, chose one). Exact, and as cheap at a million submissions as at ten.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleGetFormDraftImpact', summary: 'What publishing the draft would do to the answers stored', description: 'What the builder shows before Publish changes.' }))
  @ApiParam(FORM_ID_PARAM)
  @ApiSuccess('v2', 200, DraftImpactDto, 'The changes that touch stored answers; [] when none does', {
    impact: [{ question_id: '0d8a7f3c-5b1e-4e2a-9c6d-7f1b2a3c4d5e', label: 'Plan', change: 'options_removed', answered: 12, text: '12 responses chose "Team" in "Plan"; they keep their answers' }],
  })
  @ApiErrorResponse(404, ...NO_DRAFT)
  async impact(@CurrentWorkspace() workspace: RequestWorkspace, @Param('form_id') formId: string): Promise<{ impact: DraftImpactRepresentation[] }> {
    const impact = await this.draftImpact.execute({ workspaceId: workspace.id, formId });
    return { impact: impact.map(toImpactRepresentation) };
  }
}
