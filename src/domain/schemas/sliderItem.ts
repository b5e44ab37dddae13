import { declare } from './declare';
import { SLIDER_ITEM } from './entities';
import type { EntityOf } from './rules';

/** The slider item's declaration (docs/fields.md#slider-item). */
export const SLIDER_ITEM_FIELDS = declare(SLIDER_ITEM, {
  id: {
    label: 'Slider item id',
    reason: 'Use text that is not blank',
    about: 'text; a new item gets the current time in milliseconds',
    example: '1700000000000',
    input: 'none',
  },
  imageUrl: {
    label: 'Image URL',
    required: 'Image URL is required',
    input: 'url',
    hint: 'A wide photo works best; the slider is 500 px high.',
    about: 'the slide’s picture, required',
    example: 'https://images.example/living-room.jpg',
  },
  caption: {
    label: 'Caption',
    required: 'Caption is required',
    about: 'the line over the picture (the form asks for one)',
    example: 'Mirrors for every room',
  },
  buttonText: {
    label: 'Button text',
    required: 'Button text is required',
    about: 'a new item starts with ‘Shop Now’; a stored slide without one shows it',
    example: 'Shop Now',
  },
  buttonLink: {
    label: 'Button link',
    required: 'Button link is required',
    message: 'Use a site path such as /products/new or a full http:// or https:// address',
    hint: 'A site path such as /products/new, or a full https:// address.',
    about:
      'a site path or an http(s) address; a new item starts with `/`, an unsafe one reads as `/`',
    example: '/products/category/mirrors',
  },
});

export const SliderItemSchema = SLIDER_ITEM_FIELDS.schema;

export type SliderItem = EntityOf<typeof SLIDER_ITEM>;
