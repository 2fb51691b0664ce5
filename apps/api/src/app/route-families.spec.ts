import express from 'express';
import request from 'supertest';
import { RouteFamilies } from './route-families';

function app(): express.Express {
  const application = express();
  const families = new RouteFamilies(application);
  const answer = (text: string) => (_request: express.Request, response: express.Response) => void response.send(text);
  // A page pattern that would also match every API path, registered first: only the API's router sees those.
  families.register('get', '/*rest', [answer('page')]);
  families.register('get', '/api/forms/:id', [answer('api form')]);
  families.register('post', '/api/forms', [answer('api create')]);
  application.use((_request, response) => void response.status(404).send('not found'));
  return application;
}

describe('RouteFamilies', () => {
  it("sends a request to its own family's routes only, and what neither answers to the handlers after them", async () => {
    const served = app();
    expect((await request(served).get('/api/forms/7')).text).toBe('api form');
    expect((await request(served).post('/api/forms')).text).toBe('api create');
    expect((await request(served).get('/forms/7')).text).toBe('page');
    const unknownApi = await request(served).get('/api/nothing');
    expect([unknownApi.status, unknownApi.text]).toEqual([404, 'not found']);
  });

  it('matches exactly: another case or a trailing slash is another path', async () => {
    const served = app();
    expect((await request(served).get('/api/forms/7/')).status).toBe(404);
    expect((await request(served).get('/api/Forms/7')).status).toBe(404);
    // Outside /api/ (case-sensitively) it is a page.
    expect((await request(served).get('/API/forms/7')).text).toBe('page');
  });
});
