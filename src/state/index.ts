export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './hooks';
export * from './site';
export * from './catalogueSource';
export { workingCopyHasDrafts } from './drafts';
export { createRemoteData, remoteDataAtom, type RemoteData } from './remote';
export { storageAtom, type AppStore, type PersistedEntity } from './storage';
import { catalogueStores } from './catalogue';
import { siteStores } from './site';

/** Every persisted entity of the catalogue (key, atom, fresh read), for the admin's actions. */
export const persistedEntities = { ...catalogueStores, ...siteStores };
