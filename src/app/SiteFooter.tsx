import { useLocation } from 'react-router';
import { Footer } from '@/components/organisms/Footer';
import * as paths from '@/domain/paths';
import { useFooter } from '@/state';
import { useClientValue } from '@/pages/shared/useClientValue';
import { FooterInquiryForm } from './FooterInquiryForm';

const thisYear = () => new Date().getFullYear();

/** The footer, connected; the contact page has the inquiry form itself (one per page). */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { settings, socialLinks, popularCategories } = useFooter();
  const year = useClientValue<number | undefined>(thisYear, undefined);
  return (
    <Footer
      siteName={settings.siteName}
      aboutText={settings.siteDescription}
      siteSettings={settings}
      socialLinks={socialLinks}
      popularCategories={popularCategories}
      year={year}
      inquirySlot={pathname === paths.contact ? undefined : <FooterInquiryForm />}
    />
  );
}
