import type { Provider } from '@nestjs/common';
import { CreateForm, DeleteForm, GetForm, ListForms, OpenFormPage, UpdateForm, VersionToFill } from '@forms/application';
import { provide } from './provide';

/** Forms, for their owners through the API and for respondents on the public page. */
export const formsProviders: Provider[] = [
  provide(CreateForm, ({ adapters, clock, ids }) => new CreateForm(adapters.unitOfWork, clock, ids, adapters.idempotencyKeys)),
  provide(ListForms, ({ adapters }) => new ListForms(adapters.forms)),
  provide(GetForm, ({ adapters }) => new GetForm(adapters.forms)),
  provide(UpdateForm, ({ adapters, clock, ids }) => new UpdateForm(adapters.unitOfWork, clock, ids)),
  provide(DeleteForm, ({ adapters, clock }) => new DeleteForm(adapters.unitOfWork, clock)),
  provide(OpenFormPage, ({ adapters, clock }) => new OpenFormPage(adapters.authentication, adapters.forms, clock)),
  provide(VersionToFill, ({ adapters, clock }) => new VersionToFill(adapters.formVersions, clock)),
];
