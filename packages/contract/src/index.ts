export * from './api/auth';
export * from './api/errors';
export * from './api/health';
export * from './events';
export * from './roles';
