/**
 * The pages reachable while signed out (docs/product.md §2): every other path shows the landing page to a visitor.
 * The server's static handler lists the same paths (src/server/static.ts).
 */

/** Sign in / Create Account. */
export const signInPath = '/sign-in';
/** Asks for a password-reset mail (ADR 046). */
export const forgotPasswordPath = '/forgot-password';
/** Where the mailed link lands: `?token=` to set a new password, `?error=INVALID_TOKEN` for a used or expired link. */
export const resetPasswordPath = '/reset-password';

/** Every signed-out page. */
export const signedOutPaths: readonly string[] = [signInPath, forgotPasswordPath, resetPasswordPath];
