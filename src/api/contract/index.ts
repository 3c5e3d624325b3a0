export * from './auth';
export * from './common';
