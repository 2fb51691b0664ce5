import { PATH_METADATA } from '@nestjs/common/constants';
import { ApiExcludeController } from '@nestjs/swagger';
import { type Audience, audienceOfPath } from '../access/mounts';

type Decorator = ClassDecorator | MethodDecorator;

interface AudienceDocs {
  audience: Audience;
  decorators: Decorator[];
}

const AUDIENCE_DOCS = Symbol('audience docs');

/**
 * OpenAPI decorators that describe a route (or a controller) in one audience's document only: its
 * operationId, summary, the messages it documents there. They are applied while that document is built
 * (`asSeenBy`), after the decorators both documents share, so the same handler keeps each document's
 * names and texts.
 */
export function DocumentedFor(audience: Audience, ...decorators: Decorator[]): ClassDecorator & MethodDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder = (descriptor?.value ?? target) as object;
    const existing = (Reflect.getOwnMetadata(AUDIENCE_DOCS, holder) as AudienceDocs[] | undefined) ?? [];
    Reflect.defineMetadata(AUDIENCE_DOCS, [...existing, { audience, decorators }], holder);
  };
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- a controller class, as Nest holds it
type ControllerClass = Function;

function pathsOf(controller: ControllerClass): string[] {
  const path: unknown = Reflect.getMetadata(PATH_METADATA, controller);
  if (Array.isArray(path)) return path.map(String);
  return typeof path === 'string' ? [path] : [];
}

/** Whether a controller has a mount for the audience; 'external' is every mount but the console's. */
export function servesDocument(controller: ControllerClass, document: 'external' | 'console'): boolean {
  return pathsOf(controller).some((path) => (audienceOfPath(path) === 'console') === (document === 'console'));
}

function methodsOf(controller: ControllerClass): { key: string; descriptor: PropertyDescriptor }[] {
  const prototype = (controller as { prototype: object }).prototype;
  return Object.getOwnPropertyNames(prototype)
    .filter((key) => key !== 'constructor')
    .map((key) => ({ key, descriptor: Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor }))
    .filter(({ descriptor }) => typeof descriptor.value === 'function');
}

/** Every own metadata entry of a target, to put back as it was; decorators replace values, never change them in place. */
function snapshot(target: object): () => void {
  const saved = new Map(Reflect.getOwnMetadataKeys(target).map((key) => [key, Reflect.getOwnMetadata(key, target) as unknown]));
  return () => {
    for (const key of Reflect.getOwnMetadataKeys(target)) if (!saved.has(key)) Reflect.deleteMetadata(key, target);
    for (const [key, value] of saved) Reflect.defineMetadata(key, value, target);
  };
}

function docsFor(holder: object, document: 'external' | 'console'): Decorator[] {
  const docs = (Reflect.getOwnMetadata(AUDIENCE_DOCS, holder) as AudienceDocs[] | undefined) ?? [];
  return docs.filter((doc) => (doc.audience === 'console') === (document === 'console')).flatMap((doc) => doc.decorators);
}

/**
 * Builds one document with the controllers as its audience sees them: a controller mounted for both keeps
 * only this audience's path and gains this audience's `DocumentedFor` decorators; one not mounted for it
 * is left out. Everything is put back afterwards, before the routes are registered.
 */
export function asSeenBy<T>(document: 'external' | 'console', controllers: ControllerClass[], build: () => T): T {
  const restores: (() => void)[] = [];
  try {
    for (const controller of controllers) {
      const methods = methodsOf(controller);
      restores.push(snapshot(controller), ...methods.map(({ descriptor }) => snapshot(descriptor.value as object)));
      if (!servesDocument(controller, document)) {
        ApiExcludeController()(controller);
        continue;
      }
      const paths = pathsOf(controller).filter((path) => (audienceOfPath(path) === 'console') === (document === 'console'));
      Reflect.defineMetadata(PATH_METADATA, paths.length === 1 ? paths[0] : paths, controller);
      for (const { key, descriptor } of methods) {
        for (const decorator of docsFor(descriptor.value as object, document)) (decorator as MethodDecorator)((controller as { prototype: object }).prototype, key, descriptor);
      }
      for (const decorator of docsFor(controller, document)) (decorator as ClassDecorator)(controller);
    }
    return build();
  } finally {
    for (const restore of restores.reverse()) restore();
  }
}
