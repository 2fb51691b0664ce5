import { Module } from '@nestjs/common';
import { ConsoleApiKeysController } from './api-keys.controller';

/** The workspace's keys to the external API, managed by Admins in the console. */
@Module({ controllers: [ConsoleApiKeysController] })
export class KeysModule {}
