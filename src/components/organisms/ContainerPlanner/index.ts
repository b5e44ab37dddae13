export { ContainerPlanner } from './ContainerPlanner';
export type { ContainerPlannerProps } from './ContainerPlanner';
