import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { asSeenBy, servesDocument } from '../http/openapi/audience';

/**
 * Builds one of the two OpenAPI documents from the modules whose routes it describes: the console's API
 * (controllers mounted under /api/console) is documented apart from the external API (every other
 * mount), so that the external document never shows the console's operations and the console's lists
 * nothing else. A controller mounted for both is in both, each with its own names (`DocumentedFor`).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's own type for a module class
export function documentModules<T>(app: INestApplication, document: 'external' | 'console', build: (include: Function[]) => T): T {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const modules: Function[] = [];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const controllers: Function[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    const own = [...module.controllers.values()].map((wrapper) => wrapper.metatype).filter((metatype): metatype is Function => typeof metatype === 'function');
    if (!own.some((controller) => servesDocument(controller, document))) continue;
    modules.push(module.metatype);
    controllers.push(...own);
  }
  return asSeenBy(document, controllers, () => build(modules));
}
