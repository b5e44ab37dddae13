export { FillMeter } from './FillMeter';
export type { FillMeterProps } from './FillMeter';
