// shared-auth: the light entry (no supabase-js): the auth store, its start-up, guards, messages.
// What needs the Supabase client is in 'shared-auth/client'; the page's singleton record (registerApp)
// is 'shared-auth/singletons', which every app loads, even where no auth runs (the landing).
export { readRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
export { setRememberMe, getRememberMe } from './config/rememberMeStorage';
export { useAuthStore, type AuthState } from './store/authStore';
export { initAuth } from './store/initAuth';
export { signOut } from './actions/signOut';
export { bootstrapProfile, profileFromUser, type ProfileResult } from './profile/bootstrapProfile';
export { PROFILE_MESSAGES } from './profile/profileMessages';
export { authErrorCode, authErrorMessage, isInvalidCredentials, isRateLimited } from './errors/authErrorCode';
export { mapLoginError, LOGIN_MESSAGES } from './errors/loginErrors';
export { PASSWORD_RESET_MESSAGES } from './errors/passwordResetMessages';
export { mapGoogleError, GOOGLE_MESSAGES } from './errors/googleErrors';
export { SIGNUP_MESSAGES, SignUpError, mapSignupServerError, signupScreenMessage } from './errors/signupErrors';
export { useAuthGuard, guardStatus, type GuardStatus } from './guards/useAuthGuard';
// PostgREST and the functions with the user's token, without the Supabase client: the first screen's reads.
// The one way to reach the backend (see README): tables and RPCs over getRest(), functions with
// callFunction(), supabase-js (shared-auth/client) for auth only.
export { getRest, type RestClient } from './rest/getRest';
export { callFunction, type CallFunctionOptions } from './rest/callFunction';
export { FunctionCallError } from './errors/functionCallError';
export { mySubscription } from './subscription/mySubscription';
export { parseMySubscription } from './subscription/parseMySubscription';
export { hasActiveSubscription } from './callback/hasActiveSubscription';
export { callbackDestination, type CallbackInputs } from './callback/callbackRoute';
