import { SAMPLE_CREDENTIALS } from '../sampleCredentials';
import {
  EMPTY_CREDENTIAL_FORM,
  formFromCredential,
  NAME_REQUIRED,
  toCredentialFields,
  validateCredentialForm,
  VALUE_REQUIRED,
} from './credentialForm';

describe('credential form', () => {
  it('starts in development and other', () => {
    expect(EMPTY_CREDENTIAL_FORM).toMatchObject({ environment: 'development', category: 'other' });
  });

  it('requires a name and a value, blank counting as empty', () => {
    expect(validateCredentialForm(EMPTY_CREDENTIAL_FORM)).toEqual({ name: NAME_REQUIRED, value: VALUE_REQUIRED });
    expect(validateCredentialForm({ ...EMPTY_CREDENTIAL_FORM, name: '  ', value: 'x' })).toEqual({
      name: NAME_REQUIRED,
    });
    expect(validateCredentialForm({ ...EMPTY_CREDENTIAL_FORM, name: 'A', value: 'x' })).toEqual({});
  });

  it('keeps the fields trimmed', () => {
    expect(
      toCredentialFields({ ...EMPTY_CREDENTIAL_FORM, name: ' A ', value: 'exemplo\n', description: ' d ' }),
    ).toEqual({ name: 'A', value: 'exemplo', description: 'd', environment: 'development', category: 'other' });
  });

  it('fills the edit form from an entry', () => {
    const { id: _id, lastUpdated: _at, ...fields } = SAMPLE_CREDENTIALS[0];
    expect(formFromCredential(SAMPLE_CREDENTIALS[0])).toEqual(fields);
  });
});
