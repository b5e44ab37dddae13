export { ChangeList, UnpublishedChanges } from './UnpublishedChanges';
export type { ChangeListProps, UnpublishedChangesProps } from './UnpublishedChanges';
