import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { StorefrontLayout } from '@/components/layouts/StorefrontLayout';
import { Footer } from '@/components/organisms/Footer';
import { Header } from '@/components/organisms/Header';
import * as paths from '@/domain/paths';
import {
  cartCountAtom,
  categoriesAtom,
  isAdminAtom,
  popularCategoriesAtom,
  siteSettingsAtom,
  socialLinksAtom,
} from '@/state';
import { FooterInquiryForm } from './FooterInquiryForm';
import { StorageNotices } from './StorageNotices';
import { useClientValue } from '@/pages/shared/useClientValue';

const thisYear = () => new Date().getFullYear();

/**
 * Header and footer around every route, and storage notices as toasts; the search box goes to
 * /search (DECISIONS.md). The page comes as children, or from a parent route's <Outlet />.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const settings = useAtomValue(siteSettingsAtom);
  const socialLinks = useAtomValue(socialLinksAtom);
  const categories = useAtomValue(categoriesAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const popularCategories = useAtomValue(popularCategoriesAtom);
  const year = useClientValue<number | undefined>(thisYear, undefined);

  const handleSearch = (query: string) => {
    if (query) navigate(paths.search(query));
  };

  return (
    <>
      <StorefrontLayout
        header={
          <Header
            siteName={settings.siteName}
            logoUrl={settings.logoUrl}
            categories={categories}
            cartCount={cartCount}
            isAdmin={isAdmin}
            activePath={pathname}
            onSearch={handleSearch}
          />
        }
        footer={
          <Footer
            siteName={settings.siteName}
            aboutText={settings.siteDescription}
            siteSettings={settings}
            socialLinks={socialLinks}
            popularCategories={popularCategories}
            year={year}
            // The contact page has the inquiry form itself; one per page.
            inquirySlot={pathname === paths.contact ? undefined : <FooterInquiryForm />}
          />
        }
      >
        {children ?? <Outlet />}
      </StorefrontLayout>
      <StorageNotices />
    </>
  );
}
