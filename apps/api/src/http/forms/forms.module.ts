import { Module } from '@nestjs/common';
import { FormsConsoleOnlyController } from './forms-console-only.controller';
import { FormsController } from './forms.controller';
import { FormVersionsController } from './form-versions.controller';

/** Forms, their versions and drafts, for integrators (v2) and the console. */
@Module({ controllers: [FormsController, FormVersionsController, FormsConsoleOnlyController] })
export class FormsModule {}
