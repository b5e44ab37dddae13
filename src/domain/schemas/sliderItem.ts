import * as v from 'valibot';
import { FilledTextSchema, SafeLinkSchema } from './fields';

/** SPEC §3 slider item. */
export const SliderItemSchema = v.object({
  /** String id; a timestamp for new items. */
  id: FilledTextSchema,
  imageUrl: FilledTextSchema,
  caption: v.string(),
  buttonText: FilledTextSchema,
  buttonLink: SafeLinkSchema,
});

export type SliderItem = v.InferOutput<typeof SliderItemSchema>;
