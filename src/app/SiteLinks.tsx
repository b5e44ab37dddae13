import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';
import { SiteLinkFollower, type FollowSiteLink } from '@/components/atoms/Link';

/**
 * A click the browser should handle itself: another button, a modifier key (a new tab or
 * window, a download) or a link that targets another browsing context.
 */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '' && target !== '_self')
  );
}

/**
 * Site links followed by the router, for everything inside it. The follower is made once, so
 * no link renders again when the address changes; it reads the router's latest state when a
 * link is clicked. A link to the page already shown replaces its history entry rather than
 * adding a second one.
 */
export function SiteLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  const latest = useRef({ navigate, here });
  useLayoutEffect(() => {
    latest.current = { navigate, here };
  }, [navigate, here]);
  const [follow] = useState(() => {
    const followLink: FollowSiteLink = (event, path) => {
      if (leftToBrowser(event)) return;
      event.preventDefault();
      latest.current.navigate(path, { replace: path === latest.current.here });
    };
    return followLink;
  });
  return <SiteLinkFollower.Provider value={follow}>{children}</SiteLinkFollower.Provider>;
}
