import { declare } from './declare';
import { INSPIRATION, type HOTSPOT, type HOTSPOT_POSITION } from './entities';
import type { EntityOf } from './rules';
import { ROOMS, type RoomCategory } from './rooms';

export { ROOMS, type RoomCategory };

const PERCENT = 'Use a percentage from 0 to 100';

/**
 * A case study in the first brief's words; an inspiration everywhere in this codebase
 * (docs/requirements.md#design-inspiration, docs/fields.md#design-inspiration).
 */
export const INSPIRATION_FIELDS = declare(INSPIRATION, {
  id: {
    label: 'Inspiration id',
    reason: 'Use text that is not blank',
    about: 'text',
    example: 'living-1',
    input: 'none',
  },
  title: { label: 'Title', about: 'text', example: 'A calm living room' },
  description: {
    label: 'Description',
    about: 'text',
    example: 'Soft light and natural wood.',
    input: 'textarea',
  },
  backgroundImage: {
    label: 'Background image',
    required: 'Background image is required',
    reason: 'Use text that is not blank',
    about: 'the room’s photo, required',
    example: 'https://images.example/room.jpg',
  },
  category: {
    label: 'Room',
    message: `Use one of the rooms ${ROOMS.join(', ')}`,
    about: `one of ${ROOMS.map((room) => `\`${room}\``).join(', ')}`,
    example: 'living',
  },
  products: {
    label: 'Hotspots',
    what: 'hotspots',
    about: '`{ productId, position: { x, y } }`, the position in percent of the photo',
    example: [{ productId: 1, position: { x: 30, y: 60 } }],
    of: {
      productId: { label: 'Product ID' },
      position: {
        label: 'Position',
        of: { x: { label: 'Left', message: PERCENT }, y: { label: 'Top', message: PERCENT } },
      },
    },
  },
});

export const InspirationSchema = INSPIRATION_FIELDS.schema;

export type HotspotPosition = EntityOf<typeof HOTSPOT_POSITION>;
export type InspirationProductRef = EntityOf<typeof HOTSPOT>;
export type Inspiration = EntityOf<typeof INSPIRATION>;
