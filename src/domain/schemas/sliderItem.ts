import * as v from 'valibot';
import { filledText, ImageTextSchema, isFilled, safeLink, textUpTo } from './fields';
import { SLIDER_ITEM_LIMITS } from './limits';
import { FIELD_MESSAGES } from './messages';

/** A slider item (docs/requirements.md#slider-item). */
export const SliderItemSchema = v.object({
  /** String id; a timestamp for new items. */
  id: filledText(SLIDER_ITEM_LIMITS.id, 'Slider item id'),
  imageUrl: v.pipe(ImageTextSchema, v.check(isFilled, FIELD_MESSAGES.sliderImageRequired)),
  caption: textUpTo(SLIDER_ITEM_LIMITS.caption, 'Caption'),
  buttonText: filledText(
    SLIDER_ITEM_LIMITS.buttonText,
    'Button text',
    FIELD_MESSAGES.sliderButtonTextRequired,
  ),
  buttonLink: safeLink(
    SLIDER_ITEM_LIMITS.buttonLink,
    'Button link',
    FIELD_MESSAGES.sliderButtonLinkUnsafe,
  ),
});

export type SliderItem = v.InferOutput<typeof SliderItemSchema>;
