import type { Page } from '@forms/application';

export interface PaginationRepresentation {
  total_records: number;
  total_pages: number;
  current_page_number: number;
  page_size: number;
}

export function toPaginationRepresentation(page: Page<unknown>): PaginationRepresentation {
  return {
    total_records: page.totalRecords,
    total_pages: page.totalPages,
    current_page_number: page.pageNumber,
    page_size: page.pageSize,
  };
}
