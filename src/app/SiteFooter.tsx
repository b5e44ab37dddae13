import { Footer } from '@/components/organisms/Footer';
import { useFooter } from '@/state';
import { useClientValue } from '@/pages/shared/useClientValue';
import { FooterInquiryForm } from './FooterInquiryForm';

const thisYear = () => new Date().getFullYear();

/**
 * The footer, connected. Its markup is the same on every page, router state unread, so a footer
 * adopted on one page hydrates on any other the visitor has gone on to (see `laterPart`). The
 * contact page has the inquiry form itself (one per page): the footer's stylesheet leaves the
 * footer's out there.
 */
export function SiteFooter() {
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
      inquirySlot={<FooterInquiryForm />}
      data-part="footer"
    />
  );
}
