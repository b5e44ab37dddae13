/** The entities of SPEC §3, in the vocabulary of STYLE.md. */

export interface Product {
  /** Integer id; a new product gets the highest existing id + 1. */
  id: number;
  name: string;
  /** A category or subcategory id. */
  category: string;
  price: number;
  /** Image URLs (remote or data URLs); at least one. */
  images: string[];
  description: string;
  keywords: string[];
  tags: string[];
  relatedProductIds: number[];
  isNew: boolean;
  isBestseller: boolean;
}

export interface Subcategory {
  id: string;
  name: string;
}

export interface Category {
  id: string;
  name: string;
  subcategories?: Subcategory[];
}

export interface SliderItem {
  /** String id; a timestamp for new items. */
  id: string;
  imageUrl: string;
  caption: string;
  buttonText: string;
  buttonLink: string;
}

export type RoomCategory = 'living' | 'bedroom' | 'dining' | 'office' | 'bathroom';

export interface HotspotPosition {
  /** Percent from the left edge, 0-100. */
  x: number;
  /** Percent from the top edge, 0-100. */
  y: number;
}

export interface InspirationProductRef {
  productId: number;
  position: HotspotPosition;
}

/** A case study in SPEC's words; an inspiration everywhere in this codebase. */
export interface Inspiration {
  id: string;
  title: string;
  description: string;
  backgroundImage: string;
  category: RoomCategory;
  products: InspirationProductRef[];
}

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

export interface SocialLinks {
  facebook: string;
  twitter: string;
  instagram: string;
  pinterest: string;
  linkedin: string;
  youtube: string;
  tiktok: string;
}

export type SocialPlatform = keyof SocialLinks;

export interface SiteSettings {
  siteName: string;
  companyName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  siteDescription: string;
  siteKeywords: string;
  /** Image data (a data URL) or an empty string for the text logo. */
  logoUrl: string;
  socialLinks: SocialLinks;
  metaDescription: string;
  metaKeywords: string;
  siteTitle: string;
  companySearchDescription: string;
  aboutDescription: string;
  /** Comma-separated list of up to four advantages. */
  advantages: string;
  contactPerson: string;
  additionalEmail: string;
  contactFormMessage: string;
}

export interface CartLine {
  id: number;
  name: string;
  price: number;
  image: string;
  quantity: number;
}

export interface CartTotals {
  count: number;
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

export interface AuthState {
  isAuthenticated: boolean;
  isAdmin: boolean;
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

/** The whole catalogue as one JSON document (DECISIONS.md: export, import, publish). */
export interface CatalogueDocument {
  format: 'elifehome-catalogue';
  version: 1;
  exportedAt: string;
  products: Product[];
  categories: Category[];
  sliderItems: SliderItem[];
  inspirations: Inspiration[];
  siteSettings: SiteSettings;
  socialLinks: SocialLinks;
  gallery: string[];
}
