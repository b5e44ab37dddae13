/**
 * The entities of docs/requirements.md#entities, in the vocabulary of
 * docs/conventions.md#vocabulary. Each stored entity's type is inferred from its schema in
 * ./schemas; the shapes below are derived views and form values.
 */
export type {
  AuthState,
  CartLine,
  CatalogueDocument,
  Category,
  HotspotPosition,
  Inspiration,
  InspirationProductRef,
  Product,
  RoomCategory,
  SiteSettings,
  SliderItem,
  SocialLinks,
  Subcategory,
} from './schemas';
export type { SocialPlatform } from './social';
import type { HotspotPosition, Inspiration } from './schemas';

/** An inspiration hotspot joined with the product it points at. */
export interface EnrichedHotspot {
  productId: number;
  position: HotspotPosition;
  id: number;
  name: string;
  price: number;
  image: string;
  category: string;
}

export interface EnrichedInspiration extends Omit<Inspiration, 'products'> {
  products: EnrichedHotspot[];
}

export interface CartTotals {
  count: number;
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

export interface CartEmailForm {
  customerEmail: string;
  customerPhone: string;
  recipientEmail: string;
  message: string;
}

export interface InquiryForm {
  name: string;
  email: string;
  message: string;
}

/** Field name -> message; an empty object means valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
