import { Module } from '@nestjs/common';
import { SummaryV2Controller } from './summary-v2.controller';

/** The per-question summary in v2; its use case comes from the application module, like every other. */
@Module({ controllers: [SummaryV2Controller] })
export class SummaryV2Module {}
