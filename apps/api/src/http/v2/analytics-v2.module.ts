import { Module } from '@nestjs/common';
import { AnalyticsV2Controller } from './analytics-v2.controller';

/** v2's form analytics: a module of its own, registered beside V2Module. */
@Module({ controllers: [AnalyticsV2Controller] })
export class AnalyticsV2Module {}
