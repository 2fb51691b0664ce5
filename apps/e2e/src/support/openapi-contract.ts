import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

const JSON_MEDIA_TYPE = /^application\/json\b/i;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface DocumentedOperation {
  method: string;
  template: string;
  operation: Json;
}

/** Thrown when a response disagrees with what the service's own OpenAPI document declares. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

interface PathMatcher {
  template: string;
  pattern: RegExp;
  parameters: number;
  item: Json;
}

/**
 * The OpenAPI document the service publishes, used as a second oracle: every response a test receives on a
 * documented operation must be a status that operation declares, with a body its schema accepts.
 */
export class OpenApiContract {
  private readonly matchers: PathMatcher[];
  private readonly validators = new Map<string, ValidateFunction | null>();
  private readonly ajv: Ajv;

  private constructor(
    /** As served, with its $refs. */
    readonly document: Json,
    /** Every $ref replaced by its target. */
    readonly dereferenced: Json,
  ) {
    const version = String(document['openapi'] ?? '');
    // OpenAPI 3.1 schemas are JSON Schema 2020-12; 3.0 schemas are draft-04-like with `nullable`.
    this.ajv = version.startsWith('3.1')
      ? new Ajv2020({ strict: false, allErrors: true, logger: false })
      : new Ajv({ strict: false, allErrors: true, logger: false });
    addFormats(this.ajv);
    const paths = (dereferenced['paths'] ?? {}) as Record<string, Json>;
    this.matchers = Object.entries(paths)
      .map(([template, item]) => ({
        template,
        item,
        parameters: (template.match(/\{[^}]+\}/g) ?? []).length,
        pattern: new RegExp(
          `^${template
            .split(/\{[^}]+\}/)
            .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]+')}/?$`,
        ),
      }))
      // A literal segment wins over a parameter (like a router would match it).
      .sort((a, b) => a.parameters - b.parameters);
  }

  static async fromDocument(document: Json): Promise<OpenApiContract> {
    const dereferenced = (await SwaggerParser.dereference(structuredClone(document) as never)) as unknown as Json;
    return new OpenApiContract(document, dereferenced);
  }

  operations(): DocumentedOperation[] {
    const paths = (this.dereferenced['paths'] ?? {}) as Record<string, Json>;
    return Object.entries(paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ method, template, operation: item[method] as Json })),
    );
  }

  /** The documented operation for a concrete path, or undefined when the document has no such path/method. */
  find(method: string, path: string): DocumentedOperation | undefined {
    const pathname = path.split('?')[0];
    const matcher = this.matchers.find((candidate) => candidate.pattern.test(pathname));
    const operation = matcher?.item[method.toLowerCase()] as Json | undefined;
    return matcher && operation ? { method: method.toLowerCase(), template: matcher.template, operation } : undefined;
  }

  /**
   * Checks one received response. Paths and methods the document does not know (unknown routes, wrong
   * methods) are not its business; everything else must be declared. A response declared as JSON must come
   * as JSON matching its schema; one declared only as a file (a download, an export) must not come as JSON;
   * one declared without content must have no body.
   */
  check(method: string, path: string, status: number, contentType: string | undefined, body: unknown): void {
    const found = this.find(method, path);
    if (!found) return;
    const where = `${found.method.toUpperCase()} ${found.template} -> ${status}`;
    const declared = Object.keys((this.responseFor(found, status, where)['content'] as Json | undefined) ?? {});
    const cameAsJson = contentType !== undefined && JSON_MEDIA_TYPE.test(contentType);
    if (!declared.some((type) => JSON_MEDIA_TYPE.test(type)) && declared.length > 0) {
      if (cameAsJson) {
        throw new ContractViolation(`OpenAPI: ${where} declares only ${declared.join(', ')}, got application/json ${JSON.stringify(body).slice(0, 500)}`);
      }
      return;
    }
    const validate = this.validatorFor(found, status, where);
    if (validate === null) {
      if (body !== undefined && body !== '' && !(isObject(body) && Object.keys(body).length === 0)) {
        throw new ContractViolation(`OpenAPI: ${where} declares no application/json body, got ${JSON.stringify(body)}`);
      }
      return;
    }
    if (!cameAsJson) {
      throw new ContractViolation(`OpenAPI: ${where} declares application/json, got content-type ${contentType}`);
    }
    if (!validate(body)) {
      const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
      throw new ContractViolation(`OpenAPI: ${where} body does not match the declared schema: ${problems}\nbody: ${JSON.stringify(body).slice(0, 2000)}`);
    }
  }

  private responseFor(found: DocumentedOperation, status: number, where: string): Json {
    const responses = (found.operation['responses'] ?? {}) as Record<string, Json>;
    const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses['default'];
    if (!response) {
      throw new ContractViolation(
        `OpenAPI: ${where} is not documented (declared: ${Object.keys(responses).join(', ') || 'none'})`,
      );
    }
    return response;
  }

  private validatorFor(found: DocumentedOperation, status: number, where: string): ValidateFunction | null {
    const key = `${found.method} ${found.template} ${status}`;
    const cached = this.validators.get(key);
    if (cached !== undefined) return cached;
    const content = (this.responseFor(found, status, where)['content'] ?? {}) as Record<string, Json>;
    const mediaType = Object.keys(content).find((type) => JSON_MEDIA_TYPE.test(type));
    const schema = mediaType ? (content[mediaType]['schema'] as Json | undefined) : undefined;
    const validate = schema ? this.ajv.compile(toJsonSchema(schema) as Json) : null;
    this.validators.set(key, validate);
    return validate;
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** OpenAPI 3.0 `nullable` becomes a JSON Schema null type, so the schema compiles even without `type`. */
function toJsonSchema(schema: unknown, seen = new Map<unknown, unknown>()): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, seen));
  if (!isObject(schema)) return schema;
  if (seen.has(schema)) return seen.get(schema);
  const copy: Json = {};
  seen.set(schema, copy);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example') continue;
    // Keys of `properties` are field names, not keywords: keep every one.
    copy[key] =
      (key === 'properties' || key === 'patternProperties') && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, toJsonSchema(property, seen)]))
        : toJsonSchema(value, seen);
  }
  if (schema['nullable'] !== true) return copy;
  if (typeof copy['type'] === 'string') {
    copy['type'] = [copy['type'], 'null'];
    if (Array.isArray(copy['enum'])) copy['enum'] = [...copy['enum'], null];
    return copy;
  }
  return { anyOf: [copy, { type: 'null' }] };
}
