// Public API of the persistence lib: the adapters the apps wire to the application's ports.
export * from './postgres-adapters';
export { ORM_ENTITIES } from './orm-entities';
export { isDatabaseUnavailable } from './postgres-errors';
export { TypeormUnitOfWork, createRepositories } from './unit-of-work/typeorm-unit-of-work';
