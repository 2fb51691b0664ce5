import { type DynamicModule, Module } from '@nestjs/common';
import { ConsoleAppController } from './console-app.controller';
import { ConsoleBuild, defaultConsoleDir } from './console-build';

/** Serves the console's web app from the directory Vite built it into. */
@Module({})
export class ConsoleAppModule {
  static forRoot(dir: string = defaultConsoleDir()): DynamicModule {
    return { module: ConsoleAppModule, controllers: [ConsoleAppController], providers: [{ provide: ConsoleBuild, useValue: new ConsoleBuild(dir) }] };
  }
}
