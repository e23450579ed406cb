/** A credential: an entry of the developer console's local list. */
export type CredentialEnvironment = 'development' | 'production';
export type CredentialCategory = 'api' | 'oauth' | 'database' | 'other' | 'payment';

export interface Credential {
  id: string;
  name: string;
  value: string;
  description: string;
  /** ISO instant of the last create or edit. */
  lastUpdated: string;
  environment: CredentialEnvironment;
  category: CredentialCategory;
}

/** What a person types in the form: everything but the id and the time stamp. */
export type CredentialFields = Omit<Credential, 'id' | 'lastUpdated'>;
