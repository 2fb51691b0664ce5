import { acceptsJson, isJsonContentType } from './media-type';

describe('acceptsJson', () => {
  it.each([
    [undefined],
    [''],
    ['application/json'],
    ['*/*'],
    ['application/*'],
    ['text/html, application/json;q=0.1'],
    ['application/json; charset=utf-8'],
    ['APPLICATION/JSON'],
    ['text/html, */*;q=0.8'],
    ['application/json;q=0.5, application/*;q=0'],
  ])('admits %s', (accept) => {
    expect(acceptsJson(accept)).toBe(true);
  });

  it.each([
    ['text/html'],
    ['text/*'],
    ['application/xml'],
    ['application/json;q=0'],
    ['application/json;q=0, */*'],
    ['application/*;q=0, */*'],
    ['nonsense'],
  ])('refuses %s', (accept) => {
    expect(acceptsJson(accept)).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it.each([['application/json'], ['application/json; charset=utf-8'], ['Application/JSON;charset="UTF-8"'], ['application/json; charset=utf8']])(
    'accepts %s',
    (contentType) => {
      expect(isJsonContentType(contentType)).toBe(true);
    },
  );

  it.each([[undefined], ['text/plain'], ['application/x-www-form-urlencoded'], ['application/json; charset=latin1'], ['application/jsonp']])(
    'refuses %s',
    (contentType) => {
      expect(isJsonContentType(contentType)).toBe(false);
    },
  );
});
