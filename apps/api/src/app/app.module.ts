import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { ConsoleAppModule } from '../http/console-app/console-app.module';
import { ActivityConsoleModule } from '../http/activity/activity-console.module';
import { V1Module } from '../http/v1/v1.module';
import { FormsModule } from '../http/forms/forms.module';
import { WebhooksModule } from '../http/webhooks/webhooks.module';
import { BrandModule } from '../http/brand/brand.module';
import { TeamModule } from '../http/team/team.module';
import { KeysModule } from '../http/keys/keys.module';
import { SubmissionsModule } from '../http/submissions/submissions.module';
import { InsightsModule } from '../http/insights/insights.module';
import { FilesModule } from '../http/files/files.module';
import { AccountModule } from '../http/account/account.module';
import { OutboxModule } from '../outbox/outbox.module';
import { PublicModule } from '../http/public/public.module';
import { DrainState } from '../lifecycle/drain';
import { ObservabilityModule, type ObservabilityOptions } from '../observability/observability.module';
import { ApplicationModule, type ApplicationModuleOptions } from './application.module';

@Module({})
export class AppModule {
  static forRoot(
    options: ApplicationModuleOptions,
    observability: ObservabilityOptions = { drain: new DrainState() },
    consoleDir?: string,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ApplicationModule.forRoot(options),
        ObservabilityModule.forRoot(observability),
        V1Module,
        AccountModule,
        FormsModule,
        WebhooksModule,
        TeamModule,
        KeysModule,
        SubmissionsModule,
        InsightsModule,
        FilesModule,
        PublicModule,
        ConsoleAppModule.forRoot(consoleDir),
        HealthModule,
        OutboxModule,
        ActivityConsoleModule,
        BrandModule,
      ],
    };
  }
}
