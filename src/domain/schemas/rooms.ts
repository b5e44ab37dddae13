/** The rooms a design inspiration can show (kept apart from the schema: the storefront reads it). */
export const ROOMS = ['living', 'bedroom', 'dining', 'office', 'bathroom'] as const;

export type RoomCategory = (typeof ROOMS)[number];
