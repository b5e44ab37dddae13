import { ENQUIRY_TEXTS } from '@/domain/enquiryMessages';
import type { EnquiryFields } from '@/domain/mailto';

/** How long a form service may take before the buyer is told it failed. */
const POST_TIMEOUT_MS = 15_000;

/** Posts the fields; resolves with why it failed, or null when the service accepted them. */
export async function postEnquiry(endpoint: string, fields: EnquiryFields): Promise<string | null> {
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
