// shared-auth/client: everything that needs the Supabase client (supabase-js). A separate entry,
// loaded on demand, so pages that do not need auth (the landing) stay light. It never imports the
// light entry ('shared-auth'): the store is handed to connectAuthStore by initAuth.
export { getSupabase, AUTH_STORAGE_KEY, type AppSupabaseClient } from './supabase/getSupabase';
export { connectAuthStore, refreshProfile } from './supabase/connectAuthStore';
export { signInWithPassword } from './actions/signIn';
export { signInWithGoogle } from './actions/signInWithGoogle';
export { signInAsDeveloper } from './actions/signInAsDeveloper';
export { sendPasswordReset } from './actions/sendPasswordReset';
export {
  checkoutMetadata,
  isEmailRegistered,
  signUpCustomer,
  signupMetadata,
  type SignUpInput,
  type SignUpMetadata,
} from './actions/signUp';
