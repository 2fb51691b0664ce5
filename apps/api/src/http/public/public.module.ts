import { Module } from '@nestjs/common';
import { FaviconController } from './favicon.controller';
import { FillPageScriptController } from './fill-page-script';
import { FormPageController } from './form-page.controller';
import { FormPreviewController } from './form-preview.controller';
import { SessionGuard } from '../auth/session.guard';
import { JoinPageController } from './join-page.controller';
import { SignInController } from './sign-in.controller';
import { SubmissionIntakeController } from './submission-intake.controller';
import { UploadIntakeController } from './upload-intake.controller';

@Module({ controllers: [SubmissionIntakeController, FormPageController, JoinPageController, SignInController, FaviconController, UploadIntakeController, FillPageScriptController, FormPreviewController], providers: [SessionGuard] })
export class PublicModule {}
