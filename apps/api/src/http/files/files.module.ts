import { Module } from '@nestjs/common';
import { FilesController } from './files.controller';

/** Downloads of the files answered to file questions, for integrators (v2) and the console. */
@Module({ controllers: [FilesController] })
export class FilesModule {}
