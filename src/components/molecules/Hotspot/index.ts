export { Hotspot } from './Hotspot';
export type { HotspotProps } from './Hotspot';
