import { readSignupMessage } from './signupMessage';

const IDS = { phone_number_id: '106540352242922', waba_id: '102290129340398', business_id: '90210' };

describe('readSignupMessage', () => {
  it("reads the number's ids from FINISH, as an object or as Meta's JSON text", () => {
    const finish = { type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: IDS };
    const ids = { phone_number_id: IDS.phone_number_id, waba_id: IDS.waba_id };
    expect(readSignupMessage(finish)).toEqual({ kind: 'finish', ids });
    expect(readSignupMessage(JSON.stringify(finish))).toEqual({ kind: 'finish', ids });
    expect(
      readSignupMessage({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', data: IDS }),
    ).toEqual({ kind: 'finish', ids });
  });

  it('reads the code of a connected FB_LOGIN', () => {
    expect(readSignupMessage({ type: 'FB_LOGIN', status: 'connected', authResponse: { code: 'AQ1' } })).toEqual({
      kind: 'code',
      code: 'AQ1',
    });
  });

  it('takes CANCEL, ERROR, a finish without a number and a login not connected as abandoned', () => {
    for (const message of [
      { type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: { current_step: 'PHONE_NUMBER_SETUP' } },
      { type: 'WA_EMBEDDED_SIGNUP', event: 'ERROR', data: { error_message: 'x' } },
      { type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH_ONLY_WABA', data: { waba_id: '1' } },
      { type: 'FB_LOGIN', status: 'not_authorized' },
      { type: 'FB_LOGIN', status: 'connected', authResponse: {} },
    ]) {
      expect(readSignupMessage(message)).toEqual({ kind: 'abandoned' });
    }
  });

  it('ignores anything else the page may receive', () => {
    for (const data of [
      null,
      'texto',
      '{"type":1',
      42,
      { type: 'outro' },
      { type: 'WA_EMBEDDED_SIGNUP', event: 'X' },
    ]) {
      expect(readSignupMessage(data)).toBeNull();
    }
  });
});
