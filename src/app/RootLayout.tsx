import {
  Component,
  lazy,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { StorefrontLayout } from '@/components/layouts/StorefrontLayout';
import { Header } from '@/components/organisms/Header';
import * as paths from '@/domain/paths';
import { useHeader } from '@/state';
import { DraftPreview } from './DraftPreview';
import { StorageNotices } from './StorageNotices';
import { HydrateLater } from '@/components/atoms/HydrateLater';
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

let footerModule: typeof import('./SiteFooter') | undefined;

/** Loads the footer's code; the prerender awaits it so that its pages carry the footer. */
export const loadSiteFooter = () =>
  import('./SiteFooter').then((module) => (footerModule = module));

const LazySiteFooter = lazy(() =>
  loadSiteFooter().then((module) => ({ default: module.SiteFooter })),
);

/**
 * The footer, below the fold on every page, loads its code after the first download: a
 * prerendered footer stays as painted (and styled) until its code has come and React hydrates
 * it. Where the code is already here (the prerender, a later render) it renders at once. The
 * choice is made once, so the footer is never mounted twice.
 */
function SiteFooterPart() {
  const [Part] = useState<ComponentType>(() => footerModule?.SiteFooter ?? LazySiteFooter);
  return (
    <WithoutOnFailure part="footer">
      <Part />
    </WithoutOnFailure>
  );
}

/**
 * A part whose code may fail to arrive (offline, a deploy in between): the page goes on without
 * it rather than in its error page, and the console says why.
 */
class WithoutOnFailure extends Component<
  { part: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`The ${this.props.part} could not be shown`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
 * Header and footer around every route, and storage notices as toasts; the search box goes to
 * /search. The page comes as children, or from a parent route's <Outlet />. Header and footer
 * read their own data, so a change to the cart renders the header alone.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <StorefrontLayout
        header={
          <HydrateLater>
            <SiteHeader />
          </HydrateLater>
        }
        footer={
          <HydrateLater>
            <SiteFooterPart />
          </HydrateLater>
        }
      >
        <DraftPreview />
        {children ?? <Outlet />}
      </StorefrontLayout>
      <StorageNotices />
      <TextFaceAfterFirstPage />
    </>
  );
}
