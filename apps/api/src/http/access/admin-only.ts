import { applyDecorators } from '@nestjs/common';
import type { Permission } from '@forms/domain';
import { AdminOnly } from './console-api';
import { DocumentedFor } from '../openapi/audience';
import { RequiresPermission } from './access.guard';

/**
 * An operation of a controller mounted for v2 and the console that only Admins may call. The permission
 * is checked on both mounts (a key acts for the whole workspace and passes), but only the console's
 * document has a member who could be refused, so only it documents the 403.
 */
export function AdminOnlyOnConsole(permission: Permission): MethodDecorator {
  return applyDecorators(RequiresPermission(permission), DocumentedFor('console', AdminOnly(permission)));
}
