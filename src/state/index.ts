export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './hooks';
export * from './site';
export { seedStoredDataAtom, storageAtom } from './storage';
