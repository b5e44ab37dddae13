import type {
  Category,
  Inspiration,
  Product,
  SiteSettings,
  SliderItem,
  SocialLinks,
} from '@/domain/types';

/** Builds a remote generated-image URL; the prompt travels in the URL, so every one resolves. */
export function generatedImageUrl(prompt: string, seed: number, width = 800, height = 800): string {
  return `https://image.pollinations.ai/prompt/${encodeURIComponent(prompt)}?width=${width}&height=${height}&nologo=true&seed=${seed}`;
}

/** The seven default products of SPEC §3, priced from 129.99 to 899.99. */
export const SAMPLE_PRODUCTS: Product[] = [
  {
    id: 1,
    name: 'Aldana Round Walnut Wall Mirror',
    category: 'mirrors_wooden',
    price: 189.99,
    images: [
      generatedImageUrl(
        'minimalist round walnut wall mirror in a bright scandinavian hallway, product photography, soft daylight',
        11,
      ),
      generatedImageUrl(
        'close-up of a solid walnut mirror frame with bevelled glass edge, studio product photography, white background',
        12,
      ),
      generatedImageUrl(
        'round wooden wall mirror above a light oak console table, minimalist interior, natural light',
        13,
      ),
    ],
    description:
      'Round wall mirror, 80 cm in diameter, framed in solid walnut with a hand-rubbed oil finish and fitted with 5 mm copper-free silver glass with a 25 mm bevelled edge. A French cleat and two D-rings come pre-fitted, so it hangs straight in hallways, bathrooms and bedrooms. Packed one per five-layer corner-protected carton (88 × 88 × 10 cm, 9.5 kg). MOQ 50 pieces, lead time 30-35 days; 60 cm and 100 cm sizes and custom stains on request.',
    keywords: [
      'walnut frame',
      'bevelled glass',
      'round wall mirror',
      'solid wood',
      'hallway mirror',
    ],
    tags: ['Minimalist', 'Scandinavian'],
    relatedProductIds: [6, 5],
    isNew: true,
    isBestseller: true,
  },
  {
    id: 2,
    name: 'Lumen Arc LED Floor Lamp',
    category: 'lighting',
    price: 249.99,
    images: [
      generatedImageUrl(
        'modern matte black arc LED floor lamp beside a grey sofa, minimalist living room, product photography, warm evening light',
        21,
      ),
      generatedImageUrl(
        'matte black steel LED floor lamp on white background, studio product photography',
        22,
      ),
    ],
    description:
      'Arc floor lamp, 185 cm high with a 140 cm reach, in powder-coated matte black steel on a 28 cm marble-look weighted base. The integrated 24 W LED gives 2,100 lumens at CRI 90+, with a foot dimmer and three colour temperatures (2700 K, 4000 K, 6000 K). CE, RoHS and UL-listed driver options for EU and North American markets. Ships flat-packed, 2 pieces per carton; MOQ 100 pieces, lead time 35 days.',
    keywords: ['LED floor lamp', 'arc lamp', 'dimmable', 'matte black steel', 'CRI 90'],
    tags: ['Modern', 'Industrial'],
    relatedProductIds: [4, 7],
    isNew: true,
    isBestseller: false,
  },
  {
    id: 3,
    name: 'Oslo Oak Dining Table Set with Six Chairs',
    category: 'furniture_tables',
    price: 899.99,
    images: [
      generatedImageUrl(
        'scandinavian solid oak dining table set with six chairs in a bright dining room, product photography, soft daylight',
        31,
      ),
      generatedImageUrl(
        'solid oak rectangular dining table top detail with rounded edges, studio product photography',
        32,
      ),
      generatedImageUrl(
        'oak dining chair with woven paper cord seat, studio product photography, white background',
        33,
      ),
      generatedImageUrl(
        'oak dining table set styled with ceramic vases, scandinavian interior, natural light',
        34,
      ),
    ],
    description:
      'Seven-piece dining set: a 180 × 90 × 75 cm table in FSC-certified solid oak with a natural matte lacquer, and six chairs with woven paper-cord seats. Tables ship knock-down with pre-drilled fittings; chairs are packed two per carton, so a full set needs four cartons (0.42 m³). MOQ 20 sets, lead time 45 days, with white-wash or smoked-oak finishes available for OEM orders.',
    keywords: ['solid oak', 'dining table set', 'paper cord chairs', 'FSC certified', 'knock-down'],
    tags: ['Scandinavian', 'Modern'],
    relatedProductIds: [7, 2, 6],
    isNew: false,
    isBestseller: true,
  },
  {
    id: 4,
    name: 'Harbor Three-Seater Linen Sofa',
    category: 'furniture',
    price: 749.99,
    images: [
      generatedImageUrl(
        'luxury three-seater oatmeal linen sofa in a modern living room, product photography, soft daylight',
        41,
      ),
      generatedImageUrl(
        'oatmeal linen sofa with feather cushions on white background, studio product photography',
        42,
      ),
      generatedImageUrl(
        'close-up of linen sofa upholstery and solid beech legs, studio product photography',
        43,
      ),
    ],
    description:
      'Three-seater sofa, 220 × 95 × 82 cm, built on a kiln-dried hardwood frame with pocket springs and feather-wrapped high-resilience foam cushions. The removable covers are a 380 gsm stonewashed linen blend in oatmeal, sage or charcoal, and it stands on solid beech legs. Compressed packing fits 58 units in a 40HQ container; MOQ 30 pieces, lead time 40-45 days.',
    keywords: [
      'linen sofa',
      'three-seater',
      'pocket springs',
      'removable covers',
      'hardwood frame',
    ],
    tags: ['Modern', 'Luxury'],
    relatedProductIds: [7, 2, 6],
    isNew: true,
    isBestseller: false,
  },
  {
    id: 5,
    name: 'Serene Stonewashed Linen Bedding Set',
    category: 'furniture_bedroom',
    price: 129.99,
    images: [
      generatedImageUrl(
        'stonewashed natural linen bedding set on a minimalist bed, scandinavian bedroom, product photography, soft morning light',
        51,
      ),
      generatedImageUrl(
        'folded stack of stonewashed linen duvet cover and pillowcases, studio product photography, white background',
        52,
      ),
    ],
    description:
      'Queen bedding set in 100% French flax linen, 160 gsm and stonewashed for softness: one 230 × 220 cm duvet cover with coconut-shell buttons and two 50 × 75 cm envelope pillowcases. OEKO-TEX Standard 100 certified, in six natural dyes, with king and twin sizes available. Each set ships in a reusable cotton bag, 20 sets per carton; MOQ 200 sets, lead time 25 days.',
    keywords: ['stonewashed linen', 'French flax', 'duvet cover', 'OEKO-TEX', 'queen bedding'],
    tags: ['Minimalist', 'Scandinavian'],
    relatedProductIds: [1, 6],
    isNew: false,
    isBestseller: true,
  },
  {
    id: 6,
    name: 'Terra Abstract Canvas Wall Art, Set of 3',
    category: 'decor',
    price: 159.99,
    images: [
      generatedImageUrl(
        'set of three abstract canvas wall art prints in terracotta and sand tones above a modern sofa, interior photography',
        61,
      ),
      generatedImageUrl(
        'abstract terracotta and beige canvas print in a black aluminium floater frame, studio product photography',
        62,
      ),
    ],
    description:
      'Three abstract prints in terracotta, sand and charcoal, giclée-printed on 380 gsm cotton canvas and stretched over kiln-dried pine. Each panel is 50 × 70 cm in a black aluminium floater frame, fitted with sawtooth hangers and felt bumpers. Packed as a set with corner guards, 4 sets per master carton; MOQ 60 sets, lead time 20-25 days, custom artwork and sizes welcome.',
    keywords: ['abstract wall art', 'canvas print', 'floater frame', 'set of three', 'giclée'],
    tags: ['Modern', 'Minimalist'],
    relatedProductIds: [4, 1],
    isNew: true,
    isBestseller: false,
  },
  {
    id: 7,
    name: 'Velvet Curve Accent Chair with Brass Legs',
    category: 'furniture',
    price: 349.99,
    images: [
      generatedImageUrl(
        'luxury emerald velvet curved accent chair with brass legs in a modern living room, product photography, soft daylight',
        71,
      ),
      generatedImageUrl(
        'emerald velvet accent chair on white background, studio product photography, three-quarter view',
        72,
      ),
      generatedImageUrl(
        'close-up of brushed brass chair leg and velvet upholstery, studio product photography',
        73,
      ),
    ],
    description:
      'Barrel-back accent chair, 72 × 70 × 76 cm, with a channel-tufted back in 320 gsm performance velvet rated to 50,000 Martindale rubs. High-density foam over a plywood and steel frame, on brushed brass-plated steel legs with floor protectors. Offered in emerald, blush, navy and ivory; one chair per carton, 12 kg. MOQ 50 pieces, lead time 35-40 days.',
    keywords: [
      'velvet accent chair',
      'brass legs',
      'channel tufted',
      'barrel back',
      'performance velvet',
    ],
    tags: ['Luxury', 'Industrial'],
    relatedProductIds: [4, 3],
    isNew: false,
    isBestseller: true,
  },
];

/** The default categories of SPEC §3, 'all' first; subcategory ids are parent id + '_' + name. */
export const SAMPLE_CATEGORIES: Category[] = [
  { id: 'all', name: 'All Products' },
  {
    id: 'mirrors',
    name: 'Mirrors',
    subcategories: [
      { id: 'mirrors_wooden', name: 'Wooden Mirrors' },
      { id: 'mirrors_pu', name: 'PU Mirrors' },
      { id: 'mirrors_metal_frame', name: 'Metal Frame Mirrors' },
      { id: 'mirrors_aluminum', name: 'Aluminum Mirrors' },
    ],
  },
  {
    id: 'furniture',
    name: 'Furniture',
    subcategories: [
      { id: 'furniture_tables', name: 'Tables' },
      { id: 'furniture_bedroom', name: 'Bedroom' },
      { id: 'furniture_entryway', name: 'Entryway' },
    ],
  },
  { id: 'fireplace', name: 'Fireplace' },
  { id: 'lighting', name: 'Lighting' },
  { id: 'decor', name: 'Decor' },
];

/** The three seeded slides (DECISIONS.md): mirror, LED floor lamp, dining table set. */
export const SAMPLE_SLIDER_ITEMS: SliderItem[] = [
  {
    id: '1',
    imageUrl: generatedImageUrl(
      'minimalist oak wall mirror in a bright scandinavian hallway, wide interior photography, soft daylight',
      101,
      1600,
      700,
    ),
    caption: 'Minimalist mirrors, crafted for light-filled rooms',
    buttonText: 'Shop Now',
    buttonLink: '/products/category/mirrors',
  },
  {
    id: '2',
    imageUrl: generatedImageUrl(
      'modern LED floor lamp glowing in a cosy living room at dusk, wide interior photography, warm light',
      102,
      1600,
      700,
    ),
    caption: 'LED floor lamps that set the mood, ready for export',
    buttonText: 'Shop Now',
    buttonLink: '/products/category/lighting',
  },
  {
    id: '3',
    imageUrl: generatedImageUrl(
      'solid oak dining table set with six chairs in a spacious scandinavian dining room, wide interior photography, natural light',
      103,
      1600,
      700,
    ),
    caption: 'Dining table sets built for long family dinners',
    buttonText: 'Shop Now',
    buttonLink: '/products/category/furniture_tables',
  },
];

/** The four-slide set linking to '/', used only when stored slider data cannot be read. */
export const FALLBACK_SLIDER_ITEMS: SliderItem[] = [
  {
    id: 'fallback-1',
    imageUrl: generatedImageUrl(
      'collection of wooden and metal frame wall mirrors in a bright showroom, wide interior photography',
      111,
      1600,
      700,
    ),
    caption: 'Mirrors for every room, from walnut to brushed brass',
    buttonText: 'Shop Now',
    buttonLink: '/',
  },
  {
    id: 'fallback-2',
    imageUrl: generatedImageUrl(
      'modern living room with linen sofa, velvet accent chair and oak coffee table, wide interior photography',
      112,
      1600,
      700,
    ),
    caption: 'Furniture made to travel well and last for years',
    buttonText: 'Shop Now',
    buttonLink: '/',
  },
  {
    id: 'fallback-3',
    imageUrl: generatedImageUrl(
      'modern electric fireplace with stone surround in a cosy living room, wide interior photography, warm light',
      113,
      1600,
      700,
    ),
    caption: 'Fireplaces and lighting for warm, welcoming spaces',
    buttonText: 'Shop Now',
    buttonLink: '/',
  },
  {
    id: 'fallback-4',
    imageUrl: generatedImageUrl(
      'calm bedroom with linen bedding, abstract wall art and ceramic decor, wide interior photography, soft light',
      114,
      1600,
      700,
    ),
    caption: 'Decor and bedding that finish the room',
    buttonText: 'Shop Now',
    buttonLink: '/',
  },
];

/** Default design inspirations (SPEC's case studies), covering all five rooms. */
export const SAMPLE_INSPIRATIONS: Inspiration[] = [
  {
    id: 'living-warm-minimal',
    title: 'Warm Minimal Living Room',
    description:
      'An oatmeal linen sofa, a sculptural arc lamp and a terracotta triptych bring warmth to a pared-back living room.',
    backgroundImage: generatedImageUrl(
      'warm minimalist living room with oatmeal linen sofa, black arc floor lamp and abstract terracotta wall art, wide interior photography',
      201,
      1200,
      800,
    ),
    category: 'living',
    products: [
      { productId: 4, position: { x: 45, y: 68 } },
      { productId: 2, position: { x: 78, y: 35 } },
      { productId: 6, position: { x: 42, y: 25 } },
    ],
  },
  {
    id: 'living-reading-corner',
    title: 'Velvet Reading Corner',
    description:
      'An emerald velvet chair and a round walnut mirror turn a quiet corner into the best seat in the house.',
    backgroundImage: generatedImageUrl(
      'reading corner with emerald velvet accent chair and round walnut wall mirror, modern interior photography, soft daylight',
      202,
      1200,
      800,
    ),
    category: 'living',
    products: [
      { productId: 7, position: { x: 35, y: 65 } },
      { productId: 1, position: { x: 62, y: 30 } },
    ],
  },
  {
    id: 'bedroom-linen-retreat',
    title: 'Scandinavian Linen Retreat',
    description:
      'Stonewashed linen layers, soft reading light and a walnut mirror make a bedroom that feels calm from the first morning.',
    backgroundImage: generatedImageUrl(
      'scandinavian bedroom with stonewashed linen bedding, round walnut mirror and floor lamp, wide interior photography, morning light',
      203,
      1200,
      800,
    ),
    category: 'bedroom',
    products: [
      { productId: 5, position: { x: 50, y: 70 } },
      { productId: 1, position: { x: 20, y: 35 } },
      { productId: 2, position: { x: 85, y: 40 } },
    ],
  },
  {
    id: 'dining-family-table',
    title: 'The Family Dining Table',
    description:
      'A solid oak table for six anchors an open-plan dining room, with abstract art adding colour to the wall.',
    backgroundImage: generatedImageUrl(
      'open-plan dining room with solid oak dining table and six chairs, abstract canvas art on the wall, wide interior photography',
      204,
      1200,
      800,
    ),
    category: 'dining',
    products: [
      { productId: 3, position: { x: 50, y: 65 } },
      { productId: 6, position: { x: 55, y: 22 } },
    ],
  },
  {
    id: 'office-focused-study',
    title: 'Focused Home Office',
    description:
      'Good light and a comfortable chair are all a home office really needs; this one adds a touch of brass.',
    backgroundImage: generatedImageUrl(
      'modern home office with desk, black LED floor lamp and velvet accent chair with brass legs, wide interior photography',
      205,
      1200,
      800,
    ),
    category: 'office',
    products: [
      { productId: 2, position: { x: 15, y: 40 } },
      { productId: 7, position: { x: 70, y: 70 } },
    ],
  },
  {
    id: 'bathroom-spa-calm',
    title: 'Spa-Calm Bathroom',
    description:
      'A round walnut mirror softens stone and tile, turning an everyday bathroom into a quiet spa.',
    backgroundImage: generatedImageUrl(
      'spa-like bathroom with round walnut wall mirror over a stone basin, minimalist interior photography, soft daylight',
      206,
      1200,
      800,
    ),
    category: 'bathroom',
    products: [{ productId: 1, position: { x: 50, y: 35 } }],
  },
];

/** Default social profile links, one 'elifehome' profile per network. */
export const SAMPLE_SOCIAL_LINKS: SocialLinks = {
  facebook: 'https://www.facebook.com/elifehome',
  twitter: 'https://x.com/elifehome',
  instagram: 'https://www.instagram.com/elifehome',
  pinterest: 'https://www.pinterest.com/elifehome',
  linkedin: 'https://www.linkedin.com/company/elifehome',
  youtube: 'https://www.youtube.com/@elifehome',
  tiktok: 'https://www.tiktok.com/@elifehome',
};

/** Default site settings: sample company details the admin can change. */
export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  siteName: 'ELIFEHOME',
  companyName: 'ELIFEHOME Trading Co., Ltd.',
  contactEmail: 'sales@elifehome.com',
  contactPhone: '+1 (212) 555-0148',
  address: '245 West 29th Street, Suite 1203, New York, NY 10001, USA',
  siteDescription:
    'ELIFEHOME exports mirrors, furniture, fireplaces, lighting, decor and bedding to retailers and wholesalers, with over 10 years of experience.',
  siteKeywords:
    'home furnishings exporter, wholesale mirrors, wholesale furniture, fireplaces, lighting, home decor, bedding, OEM, ODM',
  logoUrl: '',
  socialLinks: SAMPLE_SOCIAL_LINKS,
  metaDescription:
    'Wholesale mirrors, furniture, fireplaces, lighting, decor and bedding. Over 10 years exporting to retailers and wholesalers worldwide. OEM/ODM welcome.',
  metaKeywords:
    'wholesale mirrors, furniture exporter, home decor wholesale, LED lighting, bedding sets, OEM home furnishings',
  siteTitle: 'ELIFEHOME | Home Furnishings Exporter for Retailers',
  companySearchDescription:
    'ELIFEHOME Trading Co., Ltd. is a New York-based exporter of mirrors, furniture, fireplaces, lighting, decor and bedding for retailers and wholesalers.',
  aboutDescription:
    'ELIFEHOME has spent over 10 years exporting home furnishings to retailers, wholesalers and importers across North America, Europe, the Middle East and Australia. Our range covers wooden, PU, metal frame and aluminum mirrors, furniture for living rooms, bedrooms and entryways, fireplaces, lighting, decor and bedding. We work with a vetted network of factories, run inspections before every shipment, and offer OEM/ODM development, from custom finishes and sizes to private-label packaging, so your collection arrives ready for the shop floor.',
  advantages:
    'Global Export Expertise, Diverse Product Range, Quality Assurance, Reliable Partnership',
  contactPerson: 'Emily Chen, Export Sales Manager',
  additionalEmail: 'export@elifehome.com',
  contactFormMessage:
    'Tell us what your store needs, from samples to full containers, and our export team will reply within one business day.',
};

/** The seeded image gallery: seven image URLs, newest first. */
export const SAMPLE_GALLERY: string[] = [
  'velvet accent chair with brass legs in a bright modern showroom, product photography',
  'abstract terracotta canvas wall art set in a gallery-style showroom, product photography',
  'stonewashed linen bedding set on a showroom bed, product photography, soft daylight',
  'oatmeal linen three-seater sofa in a bright modern showroom, product photography',
  'solid oak dining table set with six chairs in a showroom, product photography',
  'matte black arc LED floor lamp in a modern showroom, product photography, warm light',
  'round walnut wall mirror on a white showroom wall, product photography, soft daylight',
].map((prompt, index) => generatedImageUrl(prompt, 307 - index));

/** The whole built-in catalogue as deep copies, so callers can mutate it safely. */
export function sampleCatalogue(): {
  products: Product[];
  categories: Category[];
  sliderItems: SliderItem[];
  inspirations: Inspiration[];
  siteSettings: SiteSettings;
  socialLinks: SocialLinks;
  gallery: string[];
} {
  return structuredClone({
    products: SAMPLE_PRODUCTS,
    categories: SAMPLE_CATEGORIES,
    sliderItems: SAMPLE_SLIDER_ITEMS,
    inspirations: SAMPLE_INSPIRATIONS,
    siteSettings: SAMPLE_SITE_SETTINGS,
    socialLinks: SAMPLE_SOCIAL_LINKS,
    gallery: SAMPLE_GALLERY,
  });
}
