import { useCallback, useState } from 'react';
import { toast } from '@/components/organisms/Toaster';
import type { EnquiryFields } from '@/domain/mailto';
import { ENQUIRY_TEXTS } from '@/domain/messages';
import { useSiteSettings } from '@/state';
import { openMailClient } from './handoff';

/** How long a form service may take before the buyer is told it failed. */
const POST_TIMEOUT_MS = 15_000;

export type EnquiryOutcome = 'sent' | 'handed-off' | 'failed';

export interface Enquiry {
  /** The fields posted to the shop's form endpoint. */
  fields: EnquiryFields;
  /** The same message as a mailto: link, for the buyer's mail app. */
  mailto: string;
  /** Shown when the post really succeeded. */
  successText: string;
}

/** Posts the fields; resolves with why it failed, or null when the service accepted them. */
async function postEnquiry(endpoint: string, fields: EnquiryFields): Promise<string | null> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    return response.ok ? null : ENQUIRY_TEXTS.serviceAnswered(response.status);
  } catch {
    return ENQUIRY_TEXTS.serviceUnreachable;
  }
}

/**
 * Sends an enquiry the honest way (docs/decisions.md#enquiries-reach-the-shop): posted to the
 * shop's form endpoint when the owner set one, with the success text only once the service
 * accepted it; otherwise handed to the buyer's mail app, saying that Send is still theirs to
 * press. A failed post says why in `error` and keeps the form as typed.
 */
export function useEnquiry() {
  const { formEndpoint, siteName } = useSiteSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const send = useCallback(
    async ({ fields, mailto, successText }: Enquiry): Promise<EnquiryOutcome> => {
      setError(undefined);
      const endpoint = (formEndpoint ?? '').trim();
      if (!endpoint) {
        openMailClient(mailto);
        toast.info(ENQUIRY_TEXTS.mailHandoff(siteName));
        return 'handed-off';
      }
      setBusy(true);
      const failure = await postEnquiry(endpoint, fields);
      setBusy(false);
      if (failure) {
        setError(ENQUIRY_TEXTS.postFailed(failure));
        return 'failed';
      }
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

  return { send, handOff, busy, error };
}
