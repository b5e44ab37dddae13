export * from './auth';
export * from './cart';
export * from './screens';
export * from './publishing';
