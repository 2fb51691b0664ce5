import { Module } from '@nestjs/common';
import { FormPageController } from './form-page.controller';

@Module({ controllers: [FormPageController] })
export class PublicModule {}
