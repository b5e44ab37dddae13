export { HeroSlider } from './HeroSlider';
export type { HeroSliderProps } from './HeroSlider';
