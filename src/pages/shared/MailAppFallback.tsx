import { Button } from '@/components/atoms/Button';
import { ENQUIRY_TEXTS } from '@/domain/enquiryMessages';

interface MailAppFallbackProps {
  /** The enquiry whose post failed, as a mailto: link; nothing shows without one. */
  mailto: string | undefined;
  /** Hands the link to the buyer's mail app. */
  onOpen: (mailto: string) => void;
}

/** After a failed post (see useEnquiry): the same enquiry sent with the buyer's mail app instead. */
export function MailAppFallback({ mailto, onOpen }: MailAppFallbackProps) {
  if (!mailto) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => onOpen(mailto)}>
      {ENQUIRY_TEXTS.openMailApp}
    </Button>
  );
}
