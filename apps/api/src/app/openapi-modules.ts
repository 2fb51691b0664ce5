import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';

const CONSOLE_PATH = /^\/?api\/console(\/|$)/;

function isConsoleController(controller: unknown): boolean {
  const path: unknown = typeof controller === 'function' ? Reflect.getMetadata(PATH_METADATA, controller) : undefined;
  return typeof path === 'string' && CONSOLE_PATH.test(path);
}

/**
 * The modules whose routes an OpenAPI document describes: the console's API (the modules whose controllers
 * route under /api/console) is documented apart from the external API (every other module), so that the
 * external document never shows the console's operations and the console's lists nothing else.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's own type for a module class
export function modulesOfApi(app: INestApplication, api: 'external' | 'console'): Function[] {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const modules: Function[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    const controllers = [...module.controllers.values()].map((wrapper) => wrapper.metatype);
    const servesConsole = controllers.some(isConsoleController);
    if ((api === 'console') === servesConsole) modules.push(module.metatype);
  }
  return modules;
}
