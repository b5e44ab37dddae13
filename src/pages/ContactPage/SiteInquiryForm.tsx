import { useState } from 'react';
import { InquiryForm, type InquiryFormProps } from '@/components/organisms/InquiryForm';
import { toast } from '@/components/organisms/Toaster';
import { inquiryMailtoUrl } from '@/domain/mailto';
import { TOASTS } from '@/domain/messages';
import type { InquiryForm as InquiryValues } from '@/domain/types';
import { useSiteSettings } from '@/state';
import { openMailClient } from '@/pages/shared/handoff';

/** The inquiry form wired to the site's contact email: opens the mail client, thanks, clears. */
export function SiteInquiryForm(props: Pick<InquiryFormProps, 'tone' | 'title' | 'headingLevel'>) {
  const settings = useSiteSettings();
  const [resetKey, setResetKey] = useState(0);
  const handleSubmit = (values: InquiryValues) => {
    openMailClient(inquiryMailtoUrl(values, settings.contactEmail, settings.siteName));
    toast.success(TOASTS.inquirySent);
    setResetKey((k) => k + 1);
  };
  return <InquiryForm {...props} onSubmit={handleSubmit} resetKey={resetKey} />;
}
