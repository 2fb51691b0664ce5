import { Module } from '@nestjs/common';
import { FormsConsoleOnlyController } from './forms-console-only.controller';
import { FormsController } from './forms.controller';

/** Forms, for integrators (v2) and the console. */
@Module({ controllers: [FormsController, FormsConsoleOnlyController] })
export class FormsModule {}
