import { type DynamicModule, Module } from '@nestjs/common';
import { DrainState } from '../lifecycle/drain';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics';

export interface ObservabilityOptions {
  /** Absent when the module graph is only assembled to describe the API (no database, no server). */
  metrics?: Metrics;
  drain: DrainState;
}

/** Metrics and the drain state: built before the app (the HTTP server needs them), shared with it here. */
@Module({})
export class ObservabilityModule {
  static forRoot({ metrics, drain }: ObservabilityOptions): DynamicModule {
    const providers = [{ provide: DrainState, useValue: drain }, ...(metrics ? [{ provide: Metrics, useValue: metrics }] : [])];
    return {
      module: ObservabilityModule,
      global: true,
      controllers: metrics ? [MetricsController] : [],
      providers,
      exports: providers.map((provider) => provider.provide),
    };
  }
}
