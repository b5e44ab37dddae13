export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './hooks';
export * from './site';
export { storageAtom } from './storage';
