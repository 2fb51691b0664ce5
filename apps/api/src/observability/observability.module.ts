import { type DynamicModule, Module } from '@nestjs/common';
import { DrainState } from '../lifecycle/drain';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics';

export interface ObservabilityOptions {
  metrics: Metrics;
  drain: DrainState;
}

/** Metrics and the drain state: built before the app (the HTTP server needs them), shared with it here. */
@Module({})
export class ObservabilityModule {
  static forRoot({ metrics, drain }: ObservabilityOptions): DynamicModule {
    const providers = [
      { provide: Metrics, useValue: metrics },
      { provide: DrainState, useValue: drain },
    ];
    return { module: ObservabilityModule, global: true, controllers: [MetricsController], providers, exports: providers.map((p) => p.provide) };
  }
}
