import { clsx } from 'clsx';
import type { SVGProps } from 'react';
import styles from './Icon.module.css';

// Our own 24 x 24 line drawings, stroked with currentColor.
const PATHS = {
  cart: 'M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2M9.5 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  settings:
    'M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4ZM19.4 13.5l1.6 1.2-1.8 3.1-1.9-.7a7 7 0 0 1-1.8 1l-.3 2h-3.6l-.3-2a7 7 0 0 1-1.8-1l-1.9.7-1.8-3.1 1.6-1.2a7 7 0 0 1 0-3l-1.6-1.2 1.8-3.1 1.9.7a7 7 0 0 1 1.8-1l.3-2h3.6l.3 2a7 7 0 0 1 1.8 1l1.9-.7 1.8 3.1-1.6 1.2a7 7 0 0 1 0 3Z',
  arrowLeft: 'M19 12H5m6-6-6 6 6 6',
  arrowRight: 'M5 12h14m-6-6 6 6-6 6',
  chevronLeft: 'm15 5-7 7 7 7',
  chevronRight: 'm9 5 7 7-7 7',
  chevronDown: 'm5 9 7 7 7-7',
  chevronUp: 'm5 15 7-7 7 7',
  close: 'M6 6l12 12M18 6 6 18',
  filter: 'M4 6h16M7 12h10M10 18h4',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20',
  menu: 'M4 7h16M4 12h16M4 17h16',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash: 'M4 7h16M9 7V4.5h6V7m-8.5 0 1 12.5h9L17.5 7M10 11v5.5M14 11v5.5',
  edit: 'm14.5 5.5 4 4M4 20l1-4.5L15.8 4.7a1.4 1.4 0 0 1 2 0l1.5 1.5a1.4 1.4 0 0 1 0 2L8.5 19 4 20Z',
  copy: 'M9 9h10v11H9zM5 15H4.5V4H15v.5',
  upload: 'M12 16V4m-5 5 5-5 5 5M4 16v3.5h16V16',
  download: 'M12 4v12m-5-5 5 5 5-5M4 16v3.5h16V16',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.01',
  alert: 'M12 4 2.8 19.5h18.4L12 4Zm0 6v4.5m0 2.5v.01',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5 4 4 2.5-2.5L20 18M15.5 9.5a1 1 0 1 0 0-.01',
  logout: 'M10 5H5v14h5m4-11 4 4-4 4m4-4H9',
  share:
    'M17 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM7 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM17 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM9.2 10.8l5.6-3.1m-5.6 5.5 5.6 3.1',
  mail: 'M3.5 5.5h17v13h-17zM3.5 6l8.5 7 8.5-7',
  phone:
    'M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2Z',
  mapPin:
    'M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 1 1 13 0c0 4.9-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  home: 'M4 11 12 4l8 7M6 9.5V20h12V9.5',
  sparkle: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6',
  facebook:
    'M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a.5.5 0 0 1 .5-.5Z',
  twitter: 'M4.5 4h4l11 16h-4zM19.5 4l-6.6 7.4M4.5 20l6.6-7.4',
  instagram:
    'M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4ZM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm5.2-9.2v.01',
  pinterest:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-1.5-5.5L9 21m1.5-5.5c.6.7 1.6 1 2.5 1 2.5 0 4-2 4-4.5a5 5 0 0 0-5-5c-2.8 0-5 2-5 4.5 0 1.2.5 2.2 1.3 2.7m2.2 1.3 1.2-5',
  linkedin:
    'M4.5 9.5h3V20h-3zM6 4.5v.01M11 20V9.5h3v1.5c.7-1 1.8-1.7 3.2-1.7 2 0 3.3 1.4 3.3 4V20h-3v-5.8c0-1.2-.6-1.9-1.6-1.9S14 13 14 14.3V20Z',
  youtube:
    'M3.5 8.5a3 3 0 0 1 3-3h11a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-11a3 3 0 0 1-3-3ZM10 9.5v5l4.5-2.5Z',
  tiktok: 'M14 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3M14 3.5a4.8 4.8 0 0 0 4.5 4.5',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /**
   * Which drawing of the shared set to show, or a drawing of the caller's own (`{ path }`, a 24 x
   * 24 path stroked the same way): a picture only one page uses then travels with that page's
   * code instead of every visitor's first download.
   */
  name: IconName | { path: string };
  /** Size in px (width and height). */
  size?: number;
  /** A text alternative; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

/** A line icon from the app's own set, sized in px and coloured by currentColor. */
export function Icon({ name, size = 20, label, className, ...rest }: IconProps) {
  return (
    <svg
      className={clsx(styles.root, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path d={typeof name === 'string' ? PATHS[name] : name.path} />
    </svg>
  );
}
