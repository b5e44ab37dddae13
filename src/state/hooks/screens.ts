import { atom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { categoryNames, findCategoryName } from '@/domain/catalogue';
import {
  homeView,
  shellView,
  type CatalogueContent,
  type HomeView,
  type ShellView,
} from '@/domain/views';
import { isAdminAtom } from '../auth';
import { cartCountAtom } from '../cart';
import {
  categoriesAtom,
  galleryAtom,
  inspirationsAtom,
  productsAtom,
  sliderItemsAtom,
} from '../catalogue';
import { siteSettingsAtom, siteUrlAtom, socialLinksAtom } from '../site';
import { useSourced } from './sourced';

// One hook per screen: a page asks for what it shows and gets plain values. The values come
// from this browser's working copy, or from the published revision's files, which hold the same
// views precomputed (src/domain/views.ts); a page cannot tell which. This module holds what every
// page shows (the shell) and home's screen; the other screens' hooks are in modules of their own
// (lists.ts, product.ts, search.ts, inspirations.ts, workingCopy.ts for the admin). Pages reach
// them through src/state's index, which the build's `app` chunk takes along whole, so the split
// is for reading, not for bytes.

const shellViewAtom = atom((get) =>
  shellView({
    categories: get(categoriesAtom),
    siteSettings: get(siteSettingsAtom),
    socialLinks: get(socialLinksAtom),
  }),
);
const homeViewAtom = atom((get) =>
  homeView({
    products: get(productsAtom),
    sliderItems: get(sliderItemsAtom),
    inspirations: get(inspirationsAtom),
  }),
);
/** The whole catalogue as one value (search reads it; so does the admin's export). */
export const catalogueContentAtom = atom((get): CatalogueContent => ({
  products: get(productsAtom),
  categories: get(categoriesAtom),
  sliderItems: get(sliderItemsAtom),
  inspirations: get(inspirationsAtom),
  siteSettings: get(siteSettingsAtom),
  socialLinks: get(socialLinksAtom),
  gallery: get(galleryAtom),
}));

/** The menu, contact details and follow links around every page. */
export function useShellView(): ShellView {
  return useSourced(shellViewAtom, 'shell.json');
}

/** The site settings every page's head and the contact screens read. */
export function useSiteSettings() {
  return useShellView().siteSettings;
}

/** The site's public address from the build (no trailing slash); null where none was named. */
export function useSiteUrl() {
  return useAtomValue(siteUrlAtom);
}

/** The header around every page: brand, menu, the cart's count, the admin shortcut. */
export function useHeader() {
  const { siteSettings, categories } = useShellView();
  return {
    settings: siteSettings,
    categories,
    cartCount: useAtomValue(cartCountAtom),
    isAdmin: useAtomValue(isAdminAtom),
  };
}

/** The footer around every page: contact details, follow links, popular categories. */
export function useFooter() {
  const { siteSettings, socialLinks, popularCategories } = useShellView();
  return { settings: siteSettings, socialLinks, popularCategories };
}

/** Home: slides, the category sidebar, the latest and bestselling rows, inspirations. */
export function useHomeScreen(): HomeView & Pick<ShellView, 'categories'> & ShellExtras {
  const shell = useShellView();
  const home = useSourced(homeViewAtom, 'home.json');
  return { ...home, categories: shell.categories, ...shellExtras(shell) };
}

interface ShellExtras {
  settings: ShellView['siteSettings'];
  socialLinks: ShellView['socialLinks'];
}

const shellExtras = (shell: ShellView): ShellExtras => ({
  settings: shell.siteSettings,
  socialLinks: shell.socialLinks,
});

/** The About page: company texts and the follow links. */
export function useAboutScreen() {
  const { siteSettings, socialLinks } = useShellView();
  return { settings: siteSettings, socialLinks };
}

/** Category id -> display name (subcategories included), falling back to the id. */
export function useCategoryName() {
  const { categories } = useShellView();
  const names = useMemo(() => categoryNames(categories), [categories]);
  return useCallback(
    (id: string) => names.get(id) ?? findCategoryName(categories, id) ?? id,
    [names, categories],
  );
}
