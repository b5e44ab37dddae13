/**
 * Every place the catalogue names an image, in one function, so moving between the folder's
 * form (`images/...` paths, for the repository) and the site's form (processed addresses, for
 * browsers) touches them all: product images, slides, fallback slides, inspiration
 * backgrounds, the gallery and the logo.
 */
import type { CatalogueContent } from './views';

/** The catalogue's parts that name images; the fallback slides are optional. */
export type WithImages = CatalogueContent & {
  fallbackSliderItems?: CatalogueContent['sliderItems'] | undefined;
};

/** A copy of the catalogue with every image name passed through `map`. */
export function mapCatalogueImages<T extends WithImages>(
  content: T,
  map: (src: string) => string,
): T {
  const slides = (list: CatalogueContent['sliderItems']) =>
    list.map((s) => ({ ...s, imageUrl: map(s.imageUrl) }));
  return {
    ...content,
    products: content.products.map((p) => ({
      ...p,
      images: p.images.map(map),
      // A variant's own pictures (docs/requirements.md#variants) are the catalogue's images too.
      ...(p.variants
        ? { variants: p.variants.map((v) => (v.images ? { ...v, images: v.images.map(map) } : v)) }
        : {}),
    })),
    sliderItems: slides(content.sliderItems),
    ...(content.fallbackSliderItems
      ? { fallbackSliderItems: slides(content.fallbackSliderItems) }
      : {}),
    inspirations: content.inspirations.map((i) => ({
      ...i,
      backgroundImage: map(i.backgroundImage),
    })),
    gallery: content.gallery.map(map),
    siteSettings: {
      ...content.siteSettings,
      logoUrl: content.siteSettings.logoUrl ? map(content.siteSettings.logoUrl) : '',
    },
  };
}

/** Every image the catalogue names, each once. */
export function catalogueImages(content: WithImages): string[] {
  const names = new Set<string>();
  mapCatalogueImages(content, (src) => {
    if (src) names.add(src);
    return src;
  });
  return [...names];
}
