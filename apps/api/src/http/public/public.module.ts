import { Module } from '@nestjs/common';
import { FormPageController } from './form-page.controller';
import { JoinPageController } from './join-page.controller';
import { SubmissionIntakeController } from './submission-intake.controller';

@Module({ controllers: [SubmissionIntakeController, FormPageController, JoinPageController] })
export class PublicModule {}
