import { useEffect, useRef } from 'react';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';
import styles from './app.module.css';

const loadForm = async () => (await import('@/pages/ContactPage/SiteInquiryForm')).SiteInquiryForm;

/**
 * How near the viewport's bottom edge the footer comes before its form loads: about a phone
 * screen and a half, so that a visitor scrolling down finds it there.
 */
const NEAR = '0px 0px 1200px 0px';

/**
 * The footer's 'Send Inquiry' form, loaded when the footer comes near the viewport: a visit that
 * never scrolls that far never downloads it. Where the browser has no IntersectionObserver it
 * loads at once. A box of the form's height holds its place, so nothing shifts when it arrives.
 */
export function FooterInquiryForm() {
  const { value: SiteInquiryForm, loadNow } = useLoadWhenIdle(loadForm, { after: 'demand' });
  const slotRef = useRef<HTMLDivElement>(null);
  const loaded = SiteInquiryForm !== undefined;

  useEffect(() => {
    const slot = slotRef.current;
    if (loaded || !slot) return;
    if (typeof IntersectionObserver === 'undefined') return loadNow();
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadNow(),
      { rootMargin: NEAR },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [loaded, loadNow]);

  if (!SiteInquiryForm) {
    // `data-state` as the Image atom's placeholder has it: the part is still to come.
    return (
      <div ref={slotRef} className={styles.inquirySlot} aria-hidden="true" data-state="loading" />
    );
  }
  return <SiteInquiryForm tone="dark" />;
}
