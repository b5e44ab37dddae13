import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon, type IconName } from '@/components/atoms/Icon';
import { IconButton } from '@/components/atoms/IconButton';
import type { ShareNetwork } from '@/domain/share';
import styles from './ShareButtons.module.css';

/** Where a visitor can share to: the share-window networks, the manual ones, or the device's sheet. */
export type ShareTarget = ShareNetwork | 'instagram' | 'tiktok' | 'native';

/**
 * The networks of docs/requirements.md#product-detail in the order shown; X keeps the 'twitter' id
 * of the share URL.
 */
const NETWORKS: readonly {
  target: Exclude<ShareTarget, 'native'>;
  icon: IconName;
  name: string;
}[] = [
  { target: 'facebook', icon: 'facebook', name: 'Facebook' },
  { target: 'twitter', icon: 'twitter', name: 'X' },
  { target: 'pinterest', icon: 'pinterest', name: 'Pinterest' },
  { target: 'instagram', icon: 'instagram', name: 'Instagram' },
  { target: 'tiktok', icon: 'tiktok', name: 'TikTok' },
];

export interface ShareButtonsProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Raised with the network chosen; the page opens the share window or shows the share-manually
   * message.
   */
  onShare: (target: ShareTarget) => void;
  /** Offers the device's own share sheet too (where navigator.share exists). */
  canNativeShare?: boolean;
  /** Names the list of network buttons for assistive tech. */
  label?: string;
}

/** The product page's share row: Facebook, X, Pinterest, Instagram, TikTok, and 'Share…'. */
export function ShareButtons({
  onShare,
  canNativeShare = false,
  label = 'Share this product',
  className,
  ...rest
}: ShareButtonsProps) {
  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <ul className={styles.list} aria-label={label}>
        {NETWORKS.map(({ target, icon, name }) => (
          <li key={target}>
            <IconButton
              className={styles.network}
              icon={icon}
              label={`Share on ${name}`}
              data-network={target}
              onClick={() => onShare(target)}
            />
          </li>
        ))}
      </ul>
      {canNativeShare && (
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="share" size={18} />}
          onClick={() => onShare('native')}
        >
          Share…
        </Button>
      )}
    </div>
  );
}
