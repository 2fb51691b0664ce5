import { DomainError } from '@forms/domain';
import { pageRequest, toPage } from './page-request';

describe('pageRequest', () => {
  it('defaults to page 1 of 30', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ pageNumber: 1, pageSize: 30, offset: 0 });
  });

  it('clamps the size to 100 and reports the size used', () => {
    expect(pageRequest('3', '150')).toEqual({ pageNumber: 3, pageSize: 100, offset: 200 });
  });

  it.each([
    ['0', undefined, 'pageNumber must be an integer of at least 1'],
    ['-1', undefined, 'pageNumber must be an integer of at least 1'],
    ['1.5', undefined, 'pageNumber must be an integer of at least 1'],
    ['abc', undefined, 'pageNumber must be an integer of at least 1'],
    ['', undefined, 'pageNumber must be an integer of at least 1'],
    [['1', '2'], undefined, 'pageNumber must be an integer of at least 1'],
    ['99999999999999999999', undefined, 'pageNumber must be an integer of at least 1'],
    [undefined, '0', 'pageSize must be an integer of at least 1'],
    [undefined, 'ten', 'pageSize must be an integer of at least 1'],
  ])('refuses page_number=%p page_size=%p', (pageNumber, pageSize, message) => {
    expect(() => pageRequest(pageNumber, pageSize)).toThrow(DomainError);
    expect(() => pageRequest(pageNumber, pageSize)).toThrow(message);
  });
});

describe('toPage', () => {
  it('reports ceil(total / size) pages and 0 for an empty list', () => {
    expect(toPage(pageRequest('1', '10'), [], 31).totalPages).toBe(4);
    expect(toPage(pageRequest('1', '10'), [], 0).totalPages).toBe(0);
  });
});
