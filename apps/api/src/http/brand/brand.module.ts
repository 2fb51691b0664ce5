import { Module } from '@nestjs/common';
import { BrandController } from './brand.controller';

/** The workspace's brand, for integrators (v2) and the console. */
@Module({ controllers: [BrandController] })
export class BrandModule {}
