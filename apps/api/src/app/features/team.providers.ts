import type { Provider } from '@nestjs/common';
import {
  AddRole,
  AddTeamMembers,
  GetTeamMember,
  JoinWorkspace,
  ListRoles,
  ListTeamMembers,
  OpenJoinPage,
  RemoveTeamMember,
  RemoveTeamMembers,
  UpdateOwnProfile,
  UpdateTeamMember,
} from '@forms/application';
import { INVITATION_READ_MODEL } from '../tokens';
import { provide } from './provide';

/** Team members and their invitations; the invitation email is sent by the outbox (see the mail module). */
export const teamProviders: Provider[] = [
  provide(ListTeamMembers, ({ adapters }) => new ListTeamMembers(adapters.teamMembers)),
  provide(GetTeamMember, ({ adapters }) => new GetTeamMember(adapters.teamMembers)),
  provide(AddTeamMembers, ({ adapters, clock, ids }) => new AddTeamMembers(adapters.unitOfWork, clock, ids)),
  provide(RemoveTeamMembers, ({ adapters, clock }) => new RemoveTeamMembers(adapters.unitOfWork, clock)),
  provide(UpdateTeamMember, ({ adapters, clock }) => new UpdateTeamMember(adapters.unitOfWork, clock)),
  provide(RemoveTeamMember, ({ adapters, clock }) => new RemoveTeamMember(adapters.unitOfWork, clock)),
  provide(UpdateOwnProfile, ({ adapters, clock }) => new UpdateOwnProfile(adapters.unitOfWork, clock)),
  provide(ListRoles, ({ adapters }) => new ListRoles(adapters.unitOfWork)),
  provide(AddRole, ({ adapters, clock }) => new AddRole(adapters.unitOfWork, clock)),
  provide(OpenJoinPage, ({ adapters, clock }) => new OpenJoinPage(adapters.joinInvitations, clock)),
  provide(JoinWorkspace, ({ adapters, clock, ids }) => new JoinWorkspace(adapters.unitOfWork, clock, ids)),
  provide(INVITATION_READ_MODEL, ({ adapters }) => adapters.invitations),
];
