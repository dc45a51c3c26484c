/**
 * The script of the static landing page (landing.html, ADR 022, 038), which the server sends to a visitor without a
 * session: the page is HTML rendered at build time, so all this does is send the two sign-in buttons to /api/login, back to
 * this path. It loads no zod: import no domain module of core here (ADR 040).
 */
import { signInButtonAttribute, signInReturningTo } from './features/home/landing-sign-in.ts';

for (const button of document.querySelectorAll(`[${signInButtonAttribute}]`)) {
  button.addEventListener('click', () => signInReturningTo(`${location.pathname}${location.search}`));
}
