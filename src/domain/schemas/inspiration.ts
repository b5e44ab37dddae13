import * as v from 'valibot';
import {
  filledText,
  ImageTextSchema,
  isFilled,
  listUpTo,
  PercentSchema,
  textUpTo,
  WholeNumberSchema,
} from './fields';
import { INSPIRATION_LIMITS } from './limits';

import { ROOMS, type RoomCategory } from './rooms';

export { ROOMS, type RoomCategory };

export const HotspotPositionSchema = v.object({
  /** Percent from the left edge, 0-100. */
  x: PercentSchema,
  /** Percent from the top edge, 0-100. */
  y: PercentSchema,
});

/** A hotspot: which product, and where on the picture. */
export const InspirationProductRefSchema = v.object({
  productId: WholeNumberSchema,
  position: HotspotPositionSchema,
});

/**
 * A case study in the first brief's words; an inspiration everywhere in this codebase
 * (docs/requirements.md#design-inspiration).
 */
export const InspirationSchema = v.object({
  id: filledText(INSPIRATION_LIMITS.id, 'Inspiration id'),
  title: textUpTo(INSPIRATION_LIMITS.title, 'Title'),
  description: textUpTo(INSPIRATION_LIMITS.description, 'Description'),
  backgroundImage: v.pipe(ImageTextSchema, v.check(isFilled, 'Background image is required')),
  category: v.picklist(ROOMS, `Use one of the rooms ${ROOMS.join(', ')}`),
  products: listUpTo(InspirationProductRefSchema, INSPIRATION_LIMITS.hotspots, 'hotspots'),
});

export type HotspotPosition = v.InferOutput<typeof HotspotPositionSchema>;
export type InspirationProductRef = v.InferOutput<typeof InspirationProductRefSchema>;
export type Inspiration = v.InferOutput<typeof InspirationSchema>;
