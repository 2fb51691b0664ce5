import { Module } from '@nestjs/common';
import { BrandController } from './brand.controller';
import { BrandLogoController } from './brand-logo.controller';
import { BrandLogoFileController } from './brand-logo-file.controller';

/** The workspace's brand and its logo, for integrators (v2) and the console, and the logo's public address. */
@Module({ controllers: [BrandController, BrandLogoController, BrandLogoFileController] })
export class BrandModule {}
