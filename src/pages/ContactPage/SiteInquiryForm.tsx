import { useState } from 'react';
import { InquiryForm, type InquiryFormProps } from '@/components/organisms/InquiryForm';
import { ENQUIRY_TOASTS } from '@/domain/enquiryMessages';
import type { InquiryForm as InquiryValues } from '@/domain/types';
import { useSiteSettings } from '@/state';
import { MailAppFallback } from '@/pages/shared/MailAppFallback';
import { useEnquiry } from '@/pages/shared/useEnquiry';

/**
 * The inquiry form wired to the shop: posted to the form endpoint when there is one (thanks,
 * then cleared), otherwise handed to the buyer's mail app with the fields kept.
 */
export function SiteInquiryForm(props: Pick<InquiryFormProps, 'tone' | 'title' | 'headingLevel'>) {
  const settings = useSiteSettings();
  const { send, handOff, busy, error, failedMailto } = useEnquiry();
  const [resetKey, setResetKey] = useState(0);

  const handleSubmit = async (values: InquiryValues) => {
    // The message's words load when a buyer sends: most visits never do.
    const { inquiryEnquiryFields, inquiryMailtoUrl } = await import('@/domain/mailto');
    const outcome = await send({
      fields: inquiryEnquiryFields(values, settings.siteName),
      mailto: inquiryMailtoUrl(values, settings.contactEmail, settings.siteName),
      successText: ENQUIRY_TOASTS.inquirySent,
    });
    if (outcome === 'sent') setResetKey((k) => k + 1);
  };

  return (
    <>
      <InquiryForm
        {...props}
        onSubmit={(values) => void handleSubmit(values)}
        resetKey={resetKey}
        busy={busy}
        error={error}
      />
      <MailAppFallback mailto={failedMailto} onOpen={handOff} />
    </>
  );
}
