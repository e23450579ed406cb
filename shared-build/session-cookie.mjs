// The signed-in user's access token as a cookie that only the customer area's pages are sent with
// (its path is the dashboard's mount, so no chunk or API request carries it): shared-auth writes it
// whenever the session is stored, for as long as the token is good; the shell's server reads it on
// the home to put the owner's figures into the page (home-first-paint.mjs).
// From paths.mjs (the mounts alone), not apps.mjs: shared-auth ships this file to every signed-in page
// and the home's first-paint script, which need not carry the apps' list.
import { MOUNTS } from './paths.mjs';

export const ACCESS_COOKIE = 'atende-ai-access';
export const ACCESS_COOKIE_PATH = MOUNTS.mf_dashboard;
