import { matchPath, type Params } from 'react-router';
import { ROUTE_TABLE } from './routeTable';

let landed: { pathname: string; row: number; params: Params } | undefined;

/**
 * The row of the route table `pathname` lands on (-1 for none) and the parameters it reads,
 * remembered for the last address asked: start-up asks three times for the address it lands on
 * (the data files to fetch, the page's code to preload, the route to hand the router). The table
 * is in match order (its test holds it to the router's own choice), so the first row that
 * matches is the route the router would pick.
 */
export function landing(pathname: string): { row: number; params: Params } {
  if (landed?.pathname !== pathname) {
    landed = { pathname, row: -1, params: {} };
    for (const [row, [path]] of ROUTE_TABLE.entries()) {
      const match = matchPath({ path }, pathname);
      if (match) {
        landed = { pathname, row, params: match.params };
        break;
      }
    }
  }
  return landed;
}
