import type { Provider } from '@nestjs/common';
import { AddTeamMembers, GetTeamMember, JoinWorkspace, ListTeamMembers, OpenJoinPage, RemoveTeamMembers, UpdateTeamMember } from '@forms/application';
import { INVITATION_READ_MODEL } from '../tokens';
import { provide } from './provide';

/** Team members and their invitations; the invitation email is sent by the outbox (see the mail module). */
export const teamProviders: Provider[] = [
  provide(ListTeamMembers, ({ adapters }) => new ListTeamMembers(adapters.teamMembers)),
  provide(GetTeamMember, ({ adapters }) => new GetTeamMember(adapters.teamMembers)),
  provide(AddTeamMembers, ({ adapters, clock, ids }) => new AddTeamMembers(adapters.unitOfWork, clock, ids)),
  provide(RemoveTeamMembers, ({ adapters, clock }) => new RemoveTeamMembers(adapters.unitOfWork, clock)),
  provide(UpdateTeamMember, ({ adapters, clock }) => new UpdateTeamMember(adapters.unitOfWork, clock)),
  provide(OpenJoinPage, ({ adapters, clock }) => new OpenJoinPage(adapters.joinInvitations, clock)),
  provide(JoinWorkspace, ({ adapters, clock, ids }) => new JoinWorkspace(adapters.unitOfWork, clock, ids)),
  provide(INVITATION_READ_MODEL, ({ adapters }) => adapters.invitations),
];
