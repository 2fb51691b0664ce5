import type { Provider } from '@nestjs/common';
import {
  CreateForm,
  DeleteForm,
  DiscardDraft,
  DraftImpact,
  GetDraft,
  GetForm,
  GetVersion,
  ListForms,
  ListVersions,
  OpenFormPage,
  PublishDraft,
  RestoreVersion,
  SaveDraft,
  UpdateForm,
  VersionToFill,
} from '@forms/application';
import { provide } from './provide';

/** Forms, for their owners through the API and for respondents on the public page. */
export const formsProviders: Provider[] = [
  provide(CreateForm, ({ adapters, clock, ids }) => new CreateForm(adapters.unitOfWork, clock, ids, adapters.idempotencyKeys)),
  provide(ListForms, ({ adapters }) => new ListForms(adapters.forms)),
  provide(GetForm, ({ adapters }) => new GetForm(adapters.forms)),
  provide(UpdateForm, ({ adapters, clock, ids }) => new UpdateForm(adapters.unitOfWork, clock, ids)),
  provide(DeleteForm, ({ adapters, clock }) => new DeleteForm(adapters.unitOfWork, clock)),
  // Versions and the draft.
  provide(ListVersions, ({ adapters }) => new ListVersions(adapters.formVersions)),
  provide(GetVersion, ({ adapters }) => new GetVersion(adapters.formVersions)),
  provide(RestoreVersion, ({ adapters, clock }) => new RestoreVersion(adapters.unitOfWork, new GetVersion(adapters.formVersions), clock)),
  provide(GetDraft, ({ adapters }) => new GetDraft(adapters.formVersions)),
  provide(SaveDraft, ({ adapters, clock, ids }) => new SaveDraft(adapters.unitOfWork, clock, ids)),
  provide(PublishDraft, ({ adapters, clock }) => new PublishDraft(adapters.unitOfWork, clock)),
  provide(DiscardDraft, ({ adapters }) => new DiscardDraft(adapters.unitOfWork)),
  provide(DraftImpact, ({ adapters }) => new DraftImpact(adapters.formVersions, adapters.answerCounts)),
  provide(OpenFormPage, ({ adapters, clock }) => new OpenFormPage(adapters.authentication, adapters.forms, clock)),
  provide(VersionToFill, ({ adapters, clock }) => new VersionToFill(adapters.formVersions, clock)),
];
