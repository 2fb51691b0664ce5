import { Module } from '@nestjs/common';
import { ConsoleMeController } from './account-console.controller';

/** The signed-in member's own account: profile, workspace, permissions and sessions (the console only). */
@Module({ controllers: [ConsoleMeController] })
export class AccountModule {}
