import { DomainError } from '@forms/domain';
import type { Page } from '../ports/read-models.port';

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  offset: number;
}

function positiveInteger(raw: unknown, field: string): number | undefined {
  if (raw === undefined) return undefined;
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) {
    throw DomainError.invalid(field, 'must be an integer of at least 1');
  }
  const value = Number(text.trim());
  if (!Number.isSafeInteger(value) || value < 1) throw DomainError.invalid(field, 'must be an integer of at least 1');
  return value;
}

/** Omitted values are page 1 of 30; a size above 100 is clamped and reported as used. */
export function pageRequest(rawPageNumber: unknown, rawPageSize: unknown): PageRequest {
  const pageNumber = positiveInteger(rawPageNumber, 'pageNumber') ?? 1;
  const pageSize = Math.min(positiveInteger(rawPageSize, 'pageSize') ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { pageNumber, pageSize, offset: (pageNumber - 1) * pageSize };
}

export function toPage<T>(request: PageRequest, items: T[], totalRecords: number): Page<T> {
  return {
    items,
    totalRecords,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
    totalPages: Math.ceil(totalRecords / request.pageSize),
  };
}
