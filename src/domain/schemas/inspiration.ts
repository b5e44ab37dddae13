import * as v from 'valibot';
import { FilledTextSchema, PercentSchema, WholeNumberSchema } from './fields';

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

/** A case study in SPEC's words; an inspiration everywhere in this codebase. */
export const InspirationSchema = v.object({
  id: FilledTextSchema,
  title: v.string(),
  description: v.string(),
  backgroundImage: FilledTextSchema,
  category: v.picklist(ROOMS),
  products: v.array(InspirationProductRefSchema),
});

export type HotspotPosition = v.InferOutput<typeof HotspotPositionSchema>;
export type InspirationProductRef = v.InferOutput<typeof InspirationProductRefSchema>;
export type Inspiration = v.InferOutput<typeof InspirationSchema>;
