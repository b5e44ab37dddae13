import { useEffect, useRef } from 'react';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';
import styles from './app.module.css';

const loadForm = async () => (await import('@/pages/ContactPage/SiteInquiryForm')).SiteInquiryForm;

/**
 * The footer's 'Send Inquiry' form, loaded after the first screen: when the browser is idle
 * (at the latest 2 s after start), or sooner when the footer nears the viewport. A box of the
 * form's height holds its place, so nothing shifts when it arrives.
 */
export function FooterInquiryForm() {
  const { value: SiteInquiryForm, loadNow } = useLoadWhenIdle(loadForm, { timeout: 2000 });
  const slotRef = useRef<HTMLDivElement>(null);
  const loaded = SiteInquiryForm !== undefined;

  useEffect(() => {
    const slot = slotRef.current;
    if (loaded || !slot || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadNow(),
      { rootMargin: '0px 0px 600px 0px' },
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
