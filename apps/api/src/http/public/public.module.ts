import { Module } from '@nestjs/common';
import { FaviconController } from './shared/favicon.controller';
import { ThemeStylesheetController } from './theme/theme-stylesheet.controller';
import { FillPageScriptController } from './fill/fill-page-script';
import { FormPageController } from './fill/form-page.controller';
import { FormResumeController } from './fill/form-resume.controller';
import { FormPreviewController } from './fill/form-preview.controller';
import { EmbedScriptController } from './embed/embed-script';
import { FillEmbedScriptController } from './embed/embed-bridge';
import { SessionGuard } from '../auth/session.guard';
import { JoinPageController } from './join/join-page.controller';
import { SignInController } from './sign-in/sign-in.controller';
import { SubmissionIntakeController } from './intake/submission-intake.controller';
import { UploadIntakeController } from './uploads/upload-intake.controller';

@Module({ controllers: [SubmissionIntakeController, FormPageController, JoinPageController, SignInController, FaviconController, UploadIntakeController, FillPageScriptController, FormPreviewController, EmbedScriptController, FillEmbedScriptController, FormResumeController, ThemeStylesheetController], providers: [SessionGuard] })
export class PublicModule {}
