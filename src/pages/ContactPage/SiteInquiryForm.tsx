import { useState } from 'react';
import { Button } from '@/components/atoms/Button';
import { InquiryForm, type InquiryFormProps } from '@/components/organisms/InquiryForm';
import { ENQUIRY_TEXTS, inquiryEnquiryFields, inquiryMailtoUrl } from '@/domain/mailto';
import { TOASTS } from '@/domain/messages';
import type { InquiryForm as InquiryValues } from '@/domain/types';
import { useSiteSettings } from '@/state';
import { useEnquiry } from '@/pages/shared/useEnquiry';

/**
 * The inquiry form wired to the shop: posted to the form endpoint when there is one (thanks,
 * then cleared), otherwise handed to the buyer's mail app with the fields kept.
 */
export function SiteInquiryForm(props: Pick<InquiryFormProps, 'tone' | 'title' | 'headingLevel'>) {
  const settings = useSiteSettings();
  const { send, handOff, busy, error } = useEnquiry();
  const [resetKey, setResetKey] = useState(0);
  const [failedMailto, setFailedMailto] = useState<string>();

  const handleSubmit = async (values: InquiryValues) => {
    const mailto = inquiryMailtoUrl(values, settings.contactEmail, settings.siteName);
    const outcome = await send({
      fields: inquiryEnquiryFields(values, settings.siteName),
      mailto,
      successText: TOASTS.inquirySent,
    });
    setFailedMailto(outcome === 'failed' ? mailto : undefined);
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
      {failedMailto && (
        <Button variant="secondary" size="sm" onClick={() => handOff(failedMailto)}>
          {ENQUIRY_TEXTS.openMailApp}
        </Button>
      )}
    </>
  );
}
