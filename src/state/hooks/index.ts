export * from './auth';
export * from './cart';
export * from './screens';
