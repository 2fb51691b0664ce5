import type { OpenAPIObject } from '@nestjs/swagger';
import { inStableOrder } from './openapi-modules';

function documentWith(paths: string[]): OpenAPIObject {
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: Object.fromEntries(paths.map((path) => [path, { get: { responses: {}, operationId: path } }])) };
}

describe('inStableOrder', () => {
  it('lists the paths by the path itself, whatever order the modules gave them in', () => {
    const sorted = inStableOrder(documentWith(['/health/live', '/api/external/v2/forms/{form_id}/summary', '/api/external/v2/forms', '/forms/{form_id}/uploads', '/api/external/v1/forms']));
    expect(Object.keys(sorted.paths)).toEqual(['/api/external/v1/forms', '/api/external/v2/forms', '/api/external/v2/forms/{form_id}/summary', '/forms/{form_id}/uploads', '/health/live']);
  });

  it('keeps each path item as it was', () => {
    const document = documentWith(['/b', '/a']);
    expect(inStableOrder(document).paths['/b']).toBe(document.paths['/b']);
  });

  it('lists the schemas by their name, and leaves a document without components as it was', () => {
    const document = { ...documentWith(['/a']), components: { securitySchemes: {}, schemas: { SubmissionListV2: { type: 'object' }, AnalyticsDay: { type: 'object' }, Error: { type: 'object' } } } } as OpenAPIObject;
    const sorted = inStableOrder(document);
    expect(Object.keys(sorted.components?.schemas ?? {})).toEqual(['AnalyticsDay', 'Error', 'SubmissionListV2']);
    expect(sorted.components?.securitySchemes).toBe(document.components?.securitySchemes);
    expect(inStableOrder(documentWith(['/a'])).components).toBeUndefined();
  });

  it('gives the same order for the same paths however they arrive', () => {
    const paths = ['/api/console/forms/{form_id}/submissions/{submission_id}', '/api/console/forms/{form_id}/submissions/export', '/api/console/forms/{form_id}/submissions', '/api/console/files/{file_id}'];
    expect(Object.keys(inStableOrder(documentWith(paths)).paths)).toEqual(Object.keys(inStableOrder(documentWith([...paths].reverse())).paths));
  });
});
