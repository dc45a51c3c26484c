/**
 * What the landing page's two sign-in buttons do (docs/product.md §2): go to /api/login, asking to come back to the
 * page the visitor is on. Shared by the React LandingPage and the script of the static landing page (landing.ts,
 * ADR 022).
 */
import { loginUrl, navigateTo } from '../../lib/navigation.ts';

/** The attribute LandingPage puts on its sign-in buttons; the static page's script finds them by it. */
export const signInButtonAttribute = 'data-sign-in';

/** Leaves for /api/login with `returnTo` the given path and query of the current page. */
export function signInReturningTo(pathAndQuery: string): void {
  navigateTo(loginUrl({ returnTo: pathAndQuery }));
}
