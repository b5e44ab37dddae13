export { ERROR_EXPLANATIONS, PublishStatus, STEP_NAMES } from './PublishStatus';
export type { PublishStatusProps, PublishStatusValue } from './PublishStatus';
