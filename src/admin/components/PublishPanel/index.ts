export { PublishPanel } from './PublishPanel';
export type {
  GitFields,
  GitHubFields,
  PublishField,
  PublishMethod,
  PublishPanelProps,
} from './PublishPanel';
