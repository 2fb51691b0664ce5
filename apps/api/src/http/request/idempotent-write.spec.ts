import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { OnceOnlyPipe } from './idempotent-write';
import { AccountModule } from '../account/account.module';
import { FormsModule } from '../forms/forms.module';
import { TeamModule } from '../team/team.module';
import { KeysModule } from '../keys/keys.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { InsightsModule } from '../insights/insights.module';
import { FilesModule } from '../files/files.module';
import { WebhooksModule } from '../webhooks/webhooks.module';

/** Each POST handler of the modules' controllers mounted for v2, with the pipes of each of its parameters. */
function postHandlers(...modules: Type<unknown>[]): { handler: string; parameterPipes: unknown[][] }[] {
  const controllers = modules
    .flatMap((module) => (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as Type<unknown>[])
    .filter((controller) => [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat().some((path) => path.startsWith('api/external/v2')));
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype)
      .filter((name) => Reflect.getMetadata(METHOD_METADATA, (controller.prototype as Record<string, object>)[name]) === RequestMethod.POST)
      .map((name) => {
        const parameters = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { pipes?: unknown[] }>;
        return { handler: `${controller.name}.${name}`, parameterPipes: Object.values(parameters).map((parameter) => parameter.pipes ?? []) };
      }),
  );
}

describe('IdempotentWrite', () => {
  it('is a parameter of every POST handler of v2', () => {
    const handlers = postHandlers(FormsModule, WebhooksModule, TeamModule, KeysModule, SubmissionsModule, InsightsModule, FilesModule, AccountModule);
    expect(handlers.map(({ handler }) => handler)).toEqual(expect.arrayContaining(['FormsController.create', 'WebhooksController.create', 'WebhooksController.retry']));
    expect(handlers.length).toBeGreaterThanOrEqual(3);
    for (const { handler, parameterPipes } of handlers) {
      expect({ handler, idempotent: parameterPipes.some((pipes) => pipes.includes(OnceOnlyPipe)) }).toEqual({ handler, idempotent: true });
    }
  });
});
