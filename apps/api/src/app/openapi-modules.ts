import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { asSeenBy, servesDocument } from '../http/openapi/audience';

/**
 * Builds one of the two OpenAPI documents from the modules whose routes it describes: the console's API
 * (controllers mounted under /api/console) is documented apart from the external API (every other
 * mount), so that the external document never shows the console's operations and the console's lists
 * nothing else. A controller mounted for both is in both, each with its own names (`DocumentedFor`).
 * Its paths and schemas come sorted (see `inStableOrder`), whatever the modules' order.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's own type for a module class
export function documentModules(app: INestApplication, document: 'external' | 'console', build: (include: Function[]) => OpenAPIObject): OpenAPIObject {
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
  return inStableOrder(asSeenBy(document, controllers, () => build(modules)));
}

/** Code unit order: the same on every machine, whatever its locale. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortedByKey<V>(record: Record<string, V>): Record<string, V> {
  return Object.fromEntries(Object.keys(record).sort(byCodeUnits).map((key) => [key, record[key]]));
}

/**
 * The document with its paths sorted by the path itself, and its schemas by their name. Swagger lists
 * both in the order Nest registered the modules, so moving a controller to another module would reorder
 * the document and the clients generated from it; sorted, only a new or renamed path or schema moves.
 * v1's paths sort before v2's, and a resource's sub-paths follow it.
 */
export function inStableOrder(document: OpenAPIObject): OpenAPIObject {
  const components = document.components?.schemas ? { ...document.components, schemas: sortedByKey(document.components.schemas) } : document.components;
  return { ...document, paths: sortedByKey(document.paths), ...(components ? { components } : {}) };
}
