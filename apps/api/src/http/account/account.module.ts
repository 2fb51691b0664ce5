import { Module } from '@nestjs/common';
import { ConsoleMeController } from './account-console.controller';
import { MeController } from './me-v2.controller';

/**
 * Who is calling: for the console, the signed-in member's profile, workspace, permissions and sessions; for
 * v2, the workspace and the key of the request.
 */
@Module({ controllers: [ConsoleMeController, MeController] })
export class AccountModule {}
