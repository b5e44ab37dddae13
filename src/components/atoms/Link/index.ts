export { Link, SiteLinkFollower } from './Link';
export type { FollowSiteLink, LinkProps } from './Link';
