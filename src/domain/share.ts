/**
 * The networks that get a share window (docs/requirements.md#product-detail); Instagram and TikTok
 * show a toast instead.
 */
export type ShareNetwork = 'facebook' | 'twitter' | 'pinterest';

/**
 * The share window's size (docs/requirements.md#hand-offs); noopener keeps the network page from
 * reaching back.
 */
export const SHARE_WINDOW_FEATURES = 'width=600,height=500,noopener,noreferrer';

/** The share-dialog address of a network, every value URL-encoded. */
export function shareUrl(
  network: ShareNetwork,
  pageUrl: string,
  text: string,
  imageUrl?: string,
): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`;
    case 'pinterest':
      return (
        `https://pinterest.com/pin/create/button/?url=${url}` +
        `&media=${encodeURIComponent(imageUrl ?? '')}&description=${encodeURIComponent(text)}`
      );
  }
}
