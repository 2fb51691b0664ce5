import { Module } from '@nestjs/common';
import { FormPageController } from './form-page.controller';
import { JoinPageController } from './join-page.controller';

@Module({ controllers: [FormPageController, JoinPageController] })
export class PublicModule {}
