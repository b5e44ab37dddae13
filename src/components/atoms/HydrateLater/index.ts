export { HydrateLater, isAdopting, partsHydrated, setAdopting } from './HydrateLater';
