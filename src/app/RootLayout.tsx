import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { StorefrontLayout } from '@/components/layouts/StorefrontLayout';
import { Header } from '@/components/organisms/Header';
import * as paths from '@/domain/paths';
import { useHeader } from '@/state';
import { DraftPreview } from './DraftPreview';
import { StorageNotices } from './StorageNotices';
import { HydrateLater } from '@/components/atoms/HydrateLater';
import { laterPart } from '@/pages/shared/laterPart';
import { wantWaitingParts } from '@/pages/shared/whenNear';
import { useHydrated } from '@/pages/shared/useClientValue';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';

/**
 * The header, connected: the one part of the shell that shows the cart. The cart's count and the
 * owner's shortcut are this browser's own: a prerendered page shows neither, so a page adopted
 * for a returning visitor is hydrated without them and shows them right after (the badge sits
 * over the cart's icon and moves nothing).
 */
function SiteHeader() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const header = useHeader();
  const { settings, categories } = header;
  const hydrated = useHydrated();
  const cartCount = hydrated ? header.cartCount : 0;
  const isAdmin = hydrated && header.isAdmin;
  const handleSearch = (query: string) => {
    if (query) navigate(paths.search(query));
  };
  return (
    <Header
      siteName={settings.siteName}
      logoUrl={settings.logoUrl}
      categories={categories}
      cartCount={cartCount}
      isAdmin={isAdmin}
      activePath={pathname}
      onSearch={handleSearch}
    />
  );
}

/**
 * The footer, below the fold on every page, loads its code after the first download: a
 * prerendered footer stays as painted (and styled) until the visitor heads for it (it comes
 * within a screen of the viewport, or the page scrolls), and then its code comes and React
 * hydrates it; a visit that stays on the first screen never downloads it. The prerender awaits
 * `loadSiteFooter` so that its pages carry the footer.
 */
const footer = laterPart(
  () => import('./SiteFooter').then((module) => module.SiteFooter),
  'footer',
  { near: true },
);
export const loadSiteFooter = footer.preload;
const SiteFooterPart = footer.Part;

/**
 * Made once: a footer still waiting for its code is never handed an update (see `laterPart`),
 * however often the layout renders.
 */
const siteFooter = (
  <HydrateLater>
    <SiteFooterPart />
  </HydrateLater>
);

/**
 * The text face for the pages after the first, where the first view went without it
 * (docs/conventions.md#typefaces). It is readied when the browser is idle and put to use as the
 * visitor's next page is drawn, before that page is painted.
 */
function TextFaceAfterFirstPage() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const { value: textFace } = useLoadWhenIdle(() =>
    import('./textFace').then((module) => module.prepareTextFace()),
  );
  useLayoutEffect(() => {
    // Only as a new page is drawn: a face ready while the visitor reads would move the page.
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (newPage) textFace?.adopt();
  }, [textFace, pathname]);
  return null;
}

/**
 * A new address changes the router's state above the parts still waiting for their code (the footer
 * on every page, see `laterPart`), and React must hydrate them with it: this sends for their code
 * as the new page renders, before React reaches them. Not in an effect: the page, a transition,
 * commits only once they have hydrated.
 */
function WaitingPartsFollowTheRouter() {
  const { key } = useLocation();
  const [landing] = useState(key);
  if (key !== landing) wantWaitingParts();
  return null;
}

/**
 * Header and footer around every route, and storage notices as toasts; the search box goes to
 * /search. The page comes as children, or from a parent route's <Outlet />. Header and footer
 * read their own data, so a change to the cart renders the header alone.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <WaitingPartsFollowTheRouter />
      <StorefrontLayout
        header={
          <HydrateLater>
            <SiteHeader />
          </HydrateLater>
        }
        footer={siteFooter}
      >
        <DraftPreview />
        {children ?? <Outlet />}
      </StorefrontLayout>
      <StorageNotices />
      <TextFaceAfterFirstPage />
    </>
  );
}
