import { useCallback, useState } from 'react';
import { toast } from '@/components/organisms/Toaster';
import { ENQUIRY_TEXTS } from '@/domain/enquiryMessages';
import type { EnquiryFields } from '@/domain/mailto';

import { useSiteSettings } from '@/state';
import { openMailClient } from './handoff';

export type EnquiryOutcome = 'sent' | 'handed-off' | 'failed';

export interface Enquiry {
  /** The fields posted to the shop's form endpoint. */
  fields: EnquiryFields;
  /** The same message as a mailto: link, for the buyer's mail app. */
  mailto: string;
  /** Shown when the post really succeeded. */
  successText: string;
}

/**
 * Sends an enquiry the honest way (docs/decisions.md#enquiries-reach-the-shop): posted to the
 * shop's form endpoint when the owner set one, with the success text only once the service
 * accepted it; otherwise handed to the buyer's mail app, saying that Send is still theirs to
 * press. A failed post says why in `error`, keeps the form as typed, and keeps its mailto: link
 * in `failedMailto` for the buyer's mail app (MailAppFallback) until the next send goes through.
 */
export function useEnquiry() {
  const { formEndpoint, siteName } = useSiteSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [failedMailto, setFailedMailto] = useState<string>();

  const send = useCallback(
    async ({ fields, mailto, successText }: Enquiry): Promise<EnquiryOutcome> => {
      setError(undefined);
      const endpoint = (formEndpoint ?? '').trim();
      if (!endpoint) {
        openMailClient(mailto);
        toast.info(ENQUIRY_TEXTS.mailHandoff(siteName));
        setFailedMailto(undefined);
        return 'handed-off';
      }
      setBusy(true);
      // Loaded when a buyer first sends: most visits never do.
      const { postEnquiry } = await import('./postEnquiry');
      const failure = await postEnquiry(endpoint, fields);
      setBusy(false);
      if (failure) {
        setError(ENQUIRY_TEXTS.postFailed(failure));
        setFailedMailto(mailto);
        return 'failed';
      }
      setFailedMailto(undefined);
      toast.success(successText);
      return 'sent';
    },
    [formEndpoint, siteName],
  );

  /** The mail app, for a buyer whose post failed. */
  const handOff = useCallback(
    (mailto: string) => {
      openMailClient(mailto);
      toast.info(ENQUIRY_TEXTS.mailHandoff(siteName));
    },
    [siteName],
  );

  return { send, handOff, busy, error, failedMailto };
}
