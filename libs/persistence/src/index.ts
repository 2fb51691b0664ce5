// Public API of the persistence lib: the adapters the apps wire to the application's ports.
// One folder per table (repository, read model, SQL); README.md says why only four tables keep a TypeORM
// entity: their repositories let the ORM build statements, while forms and submissions are all hand-written SQL.
export * from './postgres-adapters';
export { ORM_ENTITIES } from './orm-entities';
export { isDatabaseUnavailable } from './postgres-errors';
// The export's CSV bytes: wire format, kept beside the export's SQL so that the baseline writes the same bytes.
export { CSV_BYTE_ORDER_MARK, csvRecord } from './submission/submission-export.csv';
export { TypeormUnitOfWork, createRepositories } from './unit-of-work/typeorm-unit-of-work';
export { BufferedViewCounter, type ViewBufferOptions } from './form-view/buffered-view-counter';
export { PostgresFunnelStore } from './form-view/form-funnel.store';
