/**
 * better-auth's OAuth clients (ADRs 003, 028): Google (sign-in and "Connect Google Calendar") and one generic
 * OpenID Connect provider, both through the genericOAuth plugin.
 */
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Env } from './env.ts';
import { googleOAuthConfig, googleRefreshCause } from './google-oauth.ts';

/**
 * The OAuth clients: Google (sign-in and Google Calendar, ADR 028) and the generic OIDC provider, both through
 * genericOAuth, then the plugin that keeps the cause of a failed Google token refresh.
 */
export function oauthPlugins(env: Env) {
  const google = googleOAuthConfig(env);
  const config = [
    ...(google ? [google] : []),
    ...(env.OIDC_ISSUER
      ? [
          {
            providerId: 'oidc',
            name: env.OIDC_NAME,
            discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: env.OIDC_CLIENT_ID ?? '',
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
          },
        ]
      : []),
  ];
  return config.length === 0 ? [] : [genericOAuth({ config }), googleRefreshCause()];
}
