import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './page.module.css';

const SiteInquiryForm = lazy(async () => ({
  default: (await import('./SiteInquiryForm')).SiteInquiryForm,
}));

/**
 * The footer's 'Send Inquiry' form, loaded after the first screen: when the browser is idle,
 * or sooner when the footer nears the viewport or something in it takes focus. A box of the
 * form's height holds its place, so nothing shifts when it arrives.
 */
export function FooterInquiryForm() {
  const [wanted, setWanted] = useState(false);
  const slotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(want, { timeout: 2000 });
    const slot = slotRef.current;
    const observer =
      typeof IntersectionObserver === 'undefined' || !slot
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin: '0px 0px 600px 0px',
          });
    if (slot) observer?.observe(slot);
    return () => {
      cancelIdle(handle);
      observer?.disconnect();
    };
  }, [wanted]);

  const placeholder = <div ref={slotRef} className={styles.inquirySlot} aria-hidden="true" />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SiteInquiryForm tone="dark" />
    </Suspense>
  );
}
