/** GET /settings and GET /health (GoTrue's api/settings.go and HealthCheck). */
import { json } from '../http.ts';

/** The public settings of this server: e-mail and Google only, autoconfirm on, as the local stack runs. */
export function settings(): Response {
  const external: Record<string, boolean> = {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: true,
    keycloak: false,
    kakao: false,
    linkedin: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    email: true,
    phone: false,
    zoom: false,
  };
  return json(200, {
    external,
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export function health(): Response {
  return json(200, {
    version: 'local-stack',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}
